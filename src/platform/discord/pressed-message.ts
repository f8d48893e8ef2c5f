import { InteractionType } from 'discord.js';
import { LRUCache } from 'lru-cache';

/** Presses whose message's version is remembered: far more than are ever in flight at once. */
const REMEMBERED_PRESSES = 10_000;
const shownVersions = new LRUCache<string, number>({ max: REMEMBERED_PRESSES });

type ComponentNode = { custom_id?: unknown; components?: unknown; accessory?: unknown };

/** The version the first custom_id of a message carries (`<game>:<id>:<version>:…`), if any. */
function versionOf(nodes: unknown): number | null {
  if (!Array.isArray(nodes)) return null;
  for (const node of nodes as ComponentNode[]) {
    if (typeof node?.custom_id === 'string') {
      const version = /^[^:]+:[^:]+:(0|[1-9][0-9]{0,7}):/.exec(node.custom_id)?.[1];
      if (version !== undefined) return Number(version);
    }
    const inner = versionOf(node?.components) ?? versionOf(node?.accessory ? [node.accessory] : null);
    if (inner !== null) return inner;
  }
  return null;
}

/**
 * Drops the components of the message a press was made on from the interaction's payload, before
 * discord.js builds objects from it. Discord sends the whole message with every press (for a
 * board: its 25 buttons, headline, ledger and the picture's alt text), and discord.js turns all of
 * it into objects that live as long as the press. Under a burst hundreds of presses wait on their
 * answers at once, so the young-generation collector copies those objects and promotes them. The
 * bot reads only the pressed message's id, flags and attachments, and the version its buttons
 * carry (`versionShownOn`): `interaction.message.components` is always empty here.
 */
export function slimPressedMessage(payload: { id?: unknown; type?: unknown; message?: unknown }): void {
  if (payload.type !== InteractionType.MessageComponent && payload.type !== InteractionType.ModalSubmit)
    return;
  const message = payload.message as { components?: unknown } | undefined;
  if (!message || typeof message !== 'object') return;
  const version = versionOf(message.components);
  if (version !== null && typeof payload.id === 'string') shownVersions.set(payload.id, version);
  // Emptied rather than deleted: the object keeps its shape, and discord.js reads an empty list.
  message.components = [];
}

/**
 * The version the pressed message's own buttons carried, as Discord sent it: unlike a custom_id
 * pressed, which anyone can forge, it tells what the message really shows. Null when unknown.
 */
export function versionShownOn(interactionId: string): number | null {
  return shownVersions.get(interactionId) ?? null;
}
