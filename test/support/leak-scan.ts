import type { LocalDiscord, LoggedRequest } from '../../dev/local-discord/index.js';
import type { KeyColor } from '../../src/games/duet/engine/index.js';

const MARKERS: Record<KeyColor, string> = { agent: '🟩', assassin: '⬛', bystander: '⬜' };
const EPHEMERAL = 64;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Who can see what a request sent: everyone, or one user (an ephemeral answer). */
export type Audience = { kind: 'public' } | { kind: 'user'; userId: string } | { kind: 'none' };

function flagsOf(body: unknown): number {
  const value = body as { flags?: number; data?: { flags?: number } } | null;
  return Number(value?.data?.flags ?? value?.flags ?? 0);
}

/** Maps a REST request of the bot to the audience of what it sent. */
export function audienceOf(local: LocalDiscord, entry: LoggedRequest): Audience {
  if (entry.method === 'GET' || entry.method === 'DELETE' || !entry.body) return { kind: 'none' };
  const callback = entry.path.match(/^\/interactions\/(\d+)\/[^/]+\/callback$/);
  if (callback) {
    const interaction = local.model.interactions.get(callback[1] ?? '');
    const type = (entry.body as { type?: number }).type;
    // An update (type 7) rewrites the message pressed on, and keeps its audience: a private one stays private.
    const pressedOn = interaction?.sourceMessageId
      ? local.model.findMessage(interaction.sourceMessageId)
      : undefined;
    const updatesPrivate = type === 7 && Number(pressedOn?.api.flags ?? 0) & EPHEMERAL;
    if (type === 9 || flagsOf(entry.body) & EPHEMERAL || updatesPrivate)
      return { kind: 'user', userId: interaction?.userId ?? '?' };
    return { kind: 'public' };
  }
  const webhook = entry.path.match(/^\/webhooks\/\d+\/([^/]+)(?:\/messages\/([^/?]+))?/);
  if (webhook) {
    const interaction = local.model.interactions.withToken(webhook[1] ?? '');
    // The first follow-up of a deferred reply fills the "thinking…" message: it is seen by whoever
    // sees that message, whatever its own flags say.
    if (interaction?.callback?.type === 5 && fillsDeferredReply(local, entry, webhook[1] ?? ''))
      return flagsOf(interaction.callback) & EPHEMERAL
        ? { kind: 'user', userId: interaction.userId }
        : { kind: 'public' };
    // An edit keeps the message's audience: editing a private answer stays private.
    const target = decodeURIComponent(webhook[2] ?? '');
    const messageId = target === '@original' ? interaction?.originalMessageId : target;
    const edited = messageId ? local.model.findMessage(messageId)?.api : undefined;
    return (flagsOf(entry.body) | Number(edited?.flags ?? 0)) & EPHEMERAL
      ? { kind: 'user', userId: interaction?.userId ?? '?' }
      : { kind: 'public' };
  }
  if (entry.path.startsWith('/channels/')) return { kind: 'public' };
  return { kind: 'none' };
}

/** Whether this request is the first message written through the token (its first follow-up fills the deferral). */
function fillsDeferredReply(local: LocalDiscord, entry: LoggedRequest, token: string): boolean {
  if (entry.method !== 'POST' || entry.status >= 300) return false;
  const prefix = `/webhooks/${local.model.applicationId}/${token}`;
  const first = local.requests
    .entries()
    .find(
      (other) =>
        other.status < 300 &&
        (other.method === 'POST' || other.method === 'PATCH') &&
        other.path.startsWith(prefix),
    );
  return first === entry;
}

export interface SecretGame {
  words: string[];
  keys: Record<'A' | 'B', KeyColor[]>;
  /** Every member each side ever had. */
  players: Record<'A' | 'B', string[]>;
}

/**
 * Every (marker, word) pair that a side's key face would show and that the audience must not
 * see: the public sees none while the game runs; a player sees only pairs true on their side.
 */
export function leaksIn(text: string, audience: Audience, game: SecretGame): string[] {
  if (audience.kind === 'none') return [];
  const userId = audience.kind === 'user' ? audience.userId : null;
  const sideOfUser = (id: string) =>
    game.players.A.includes(id) ? 'A' : game.players.B.includes(id) ? 'B' : null;
  const side = userId === null ? null : sideOfUser(userId);
  const leaks: string[] = [];
  game.words.forEach((word, cell) => {
    for (const color of ['agent', 'assassin', 'bystander'] as const) {
      const pair = `${MARKERS[color]} ${word}`;
      if (!new RegExp(`${escapeRegExp(pair)}(?=$|[\\s"·✅⌛⏳])`, 'u').test(text)) continue;
      const allowed = side !== null && game.keys[side][cell] === color;
      if (!allowed) leaks.push(`${pair} (to ${audience.kind === 'user' ? audience.userId : 'everyone'})`);
    }
  });
  if (audience.kind === 'public' && /🟩|⬛|⬜/u.test(text)) leaks.push('a key marker in a public payload');
  return leaks;
}

/** Key card pictures may only travel to one player (an ephemeral answer). */
function pictureLeaks(entry: LoggedRequest, audience: Audience): string[] {
  const keyPictures = entry.files.filter((file) => file.filename.startsWith('key'));
  return audience.kind === 'public' && keyPictures.length > 0
    ? [`key picture in a public ${entry.path}`]
    : [];
}

export function scanRequests(
  local: LocalDiscord,
  requests: readonly LoggedRequest[],
  game: SecretGame,
): string[] {
  return requests.flatMap((entry) => {
    const text = JSON.stringify(entry.body ?? '').replace(/\\n/g, '\n');
    const audience = audienceOf(local, entry);
    return [...leaksIn(text, audience, game), ...pictureLeaks(entry, audience)];
  });
}
