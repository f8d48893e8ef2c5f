import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIContainerComponent,
  type APIMessageTopLevelComponent,
  ComponentType,
  MessageFlags,
} from 'discord.js';
import type { TablePost } from '../../../platform/discord/table-publisher.js';

export interface BoardMessage {
  components: APIMessageTopLevelComponent[];
  flags: MessageFlags.IsComponentsV2;
  /** Edits never ping; the first post pings the players. */
  allowedMentions: { users: string[] };
}

/** The picture shown above the buttons (uploaded with the message as an attachment). */
export interface BoardPicture {
  name: string;
  description: string;
}

/**
 * A word game's public board: one Components V2 container with the headline, the picture (when
 * given), the bookkeeping below it, then the button rows.
 */
export function boardMessage(parts: {
  accent: number;
  header: string;
  picture?: BoardPicture;
  ledger: string | null;
  rows: APIActionRowComponent<APIComponentInMessageActionRow>[];
  players: string[];
}): BoardMessage {
  const { picture } = parts;
  const container: APIContainerComponent = {
    type: ComponentType.Container,
    accent_color: parts.accent,
    components: [
      { type: ComponentType.TextDisplay, content: parts.header },
      ...(picture
        ? [
            {
              type: ComponentType.MediaGallery as const,
              items: [{ media: { url: `attachment://${picture.name}` }, description: picture.description }],
            },
          ]
        : []),
      ...(parts.ledger ? [{ type: ComponentType.TextDisplay as const, content: parts.ledger }] : []),
      ...parts.rows,
    ],
  };
  return {
    components: [container],
    flags: MessageFlags.IsComponentsV2,
    allowedMentions: { users: parts.players },
  };
}

/**
 * The table the platform publishes from a board: the message with its picture's place, or
 * without it (built only when needed: a press usually keeps the picture the message has).
 */
export function boardTable(
  render: (picture?: BoardPicture) => BoardMessage,
  picture: BoardPicture & { draw(): Promise<Buffer> },
): TablePost {
  const withPicture = render({ name: picture.name, description: picture.description });
  return {
    components: (attached) => (attached ? withPicture : render()).components,
    flags: withPicture.flags,
    allowedMentions: withPicture.allowedMentions,
    picture: { name: picture.name, draw: picture.draw },
  };
}
