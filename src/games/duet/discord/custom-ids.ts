import { z } from 'zod';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { pressCatalog, schemaArg } from '../../../platform/discord/press-catalog.js';
import { wordTablePresses } from '../../shared/discord/word-table-presses.js';

export const DUET_GAME = 'duet';

/** Every Duet button and form: its custom_id, the presses it accepts, how each is answered. */
export const duetCatalog = pressCatalog(DUET_GAME, {
  ...wordTablePresses,
  stop: {},
  join: { arg: schemaArg(z.enum(['A', 'B'])) },
  leave: {},
  start: {},
  'start-plain': {},
});

export const duetCustomId = duetCatalog.customId;
export const decodeDuetPress = (id: CustomId) => duetCatalog.decode(id);
