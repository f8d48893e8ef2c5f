import { z } from 'zod';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { type PressOf, pressCatalog, schemaArg } from '../../../platform/discord/press-catalog.js';
import { wordTablePresses } from '../../shared/discord/word-table-presses.js';

export const CODENAMES_GAME = 'codenames';

const codenamesPresses = {
  ...wordTablePresses,
  end: {},
  skip: {},
  join: { arg: schemaArg(z.enum(['red', 'blue'])) },
  spymaster: {},
  leave: {},
  start: {},
} as const;

/** Every classic Codenames button and form: its custom_id, the presses it accepts, how each is answered. */
export const codenamesCatalog = pressCatalog(CODENAMES_GAME, codenamesPresses);

export const codenamesActions = codenamesCatalog.actions;
export type CodenamesPress = PressOf<typeof codenamesPresses>;
export const codenamesCustomId = codenamesCatalog.customId;
export const decodeCodenamesPress = (id: CustomId) => codenamesCatalog.decode(id);
