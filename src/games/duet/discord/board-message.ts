import {
  type APIContainerComponent,
  type APIMessageTopLevelComponent,
  ComponentType,
  MessageFlags,
} from 'discord.js';
import { controlRow, wordRows } from './board-buttons.js';
import { headerText, ledgerText } from './board-text.js';
import type { BoardContext } from './render-context.js';

const ACCENT = { running: 0x2b7a4b, won: 0x3ba55c, lost: 0xd83c3e, expired: 0x7f8c8d } as const;

export interface BoardMessage {
  components: APIMessageTopLevelComponent[];
  flags: MessageFlags.IsComponentsV2;
  /** Edits never ping; the first post pings both players. */
  allowedMentions: { users: string[] };
}

/** The picture shown above the buttons (uploaded with the message as an attachment). */
export interface BoardPicture {
  name: string;
  description: string;
}

/**
 * The public board: one Components V2 container with the headline, the picture (when given),
 * the bookkeeping, the 5×5 word buttons and the controls. Built from the public view only.
 */
export function renderBoard(context: BoardContext, picture?: BoardPicture): BoardMessage {
  const { kind } = context.view.phase;
  const accent = kind === 'won' || kind === 'lost' || kind === 'expired' ? ACCENT[kind] : ACCENT.running;
  const container: APIContainerComponent = {
    type: ComponentType.Container,
    accent_color: accent,
    components: [
      { type: ComponentType.TextDisplay, content: headerText(context) },
      ...(picture
        ? [
            {
              type: ComponentType.MediaGallery as const,
              items: [{ media: { url: `attachment://${picture.name}` }, description: picture.description }],
            },
          ]
        : []),
      { type: ComponentType.TextDisplay, content: ledgerText(context) },
      ...wordRows(context),
      controlRow(context),
    ],
  };
  return {
    components: [container],
    flags: MessageFlags.IsComponentsV2,
    allowedMentions: { users: [...context.players.A, ...context.players.B] },
  };
}
