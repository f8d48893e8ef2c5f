import { performance } from 'node:perf_hooks';
import type { InteractionHandle, LocalDiscord, LoggedRequest } from '../../dev/local-discord/index.js';

const EPHEMERAL = 64;
const CALLBACK = /^\/interactions\/(\d+)\/[^/]+\/callback$/;
const WEBHOOK = /^\/webhooks\/\d+\/([^/]+)(?:\/messages\/([^/?]+))?/;
const CHANNEL = /^\/channels\/(\d+)(\/.*)?$/;

/** One interaction the suite sent, and everything the bot did about it. */
export interface Tracked {
  readonly handle: InteractionHandle;
  /** The table row it counts in. */
  readonly row: string;
  /** How to name it in an example: who pressed what where. */
  readonly label: string;
  /** Bad input: anything public it causes is counted (unless it is the allowed redraw). */
  readonly bad: boolean;
  /** Channels whose public messages it may change (held while it runs). */
  readonly channels: ReadonlySet<string>;
  /** A player's press on their own game's board: a type-7 redraw of that board (only) is allowed. */
  readonly allowRedraw: { gameId: string; messageId: string } | null;
  /** Public effects that are not allowed, described. */
  readonly publicEffects: string[];
  /** Public effects allowed only while the game's record is unchanged (the redraw). */
  readonly allowedEffects: string[];
  /** Every REST request of the bot attributed to it (its callback, token requests, channel writes). */
  readonly requests: LoggedRequest[];
  lastActivity: number;
  /** The callback was a public "thinking" reply (type 5 without the ephemeral flag). */
  deferredPublic: boolean;
  followUps: number;
}

export interface TrackInput {
  row: string;
  label: string;
  bad: boolean;
  channels: Iterable<string>;
  allowRedraw?: { gameId: string; messageId: string } | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Watches every REST request the bot makes (by wrapping the local Discord's request log) and
 * attributes it: callbacks and webhook requests by the interaction they answer, channel writes to
 * the interaction holding that channel. Also queues every request for the leak scan.
 */
export class Observer {
  private readonly byId = new Map<string, Tracked>();
  private readonly byToken = new Map<string, Tracked>();
  private readonly holders = new Map<string, Tracked>();
  private readonly lastHolder = new Map<string, Tracked>();
  /** Per channel, the last bad interaction seen to change something: late writes go to it first. */
  private readonly lastCulprit = new Map<string, { tracked: Tracked; at: number }>();
  private readonly channelActivity = new Map<string, number>();
  /** Per channel (threads count as their parent), how many times a public message was created, edited or deleted. */
  private readonly publicChanges = new Map<string, number>();
  /** Requests not yet leak-scanned, with the interaction they were attributed to. */
  private pending: { entry: LoggedRequest; tracked: Tracked | null }[] = [];
  requestCount = 0;
  lastRequestAt = performance.now();

  constructor(private readonly local: LocalDiscord) {
    const log = local.requests;
    const add = log.add.bind(log);
    log.add = (entry: LoggedRequest) => {
      add(entry);
      this.onRequest(entry);
    };
    // The suite scans as it goes; the log itself need not keep everything.
    setInterval(() => log.clear(), 10_000).unref();
    const counted = (message: { channelId: string; visibleTo: string | null }) => {
      if (message.visibleTo !== null) return;
      const channel = this.parentOf(message.channelId);
      this.publicChanges.set(channel, (this.publicChanges.get(channel) ?? 0) + 1);
    };
    local.model.events.on('message', counted);
    local.model.events.on('messageUpdate', counted);
    local.model.events.on('messageDelete', counted);
    local.model.events.on('message', (message) => this.watchBoard(message));
    local.model.events.on('messageUpdate', (message) => this.watchBoard(message));
  }

  /** Boards that went back to an older version, with the interaction whose request did it. */
  private readonly boardVersions = new Map<string, { gameId: string; version: number }>();
  private pendingRegressions: string[] = [];
  private regressions: { row: string | null; text: string }[] = [];

  /**
   * A board never goes back: every answer draws the stored state, which only moves forward. An
   * edit showing an older version than the message already showed (e.g. a picture edit carrying
   * the buttons of the state it was drawn for) is noted, for the request that made it.
   */
  private watchBoard(message: { id: string; visibleTo: string | null; api: { components?: unknown } }): void {
    if (message.visibleTo !== null) return;
    const match = JSON.stringify(message.api.components ?? []).match(
      /"custom_id":"duet:([a-z0-9]+):(\d+):word:/,
    );
    if (!match) return;
    const gameId = match[1] ?? '';
    const version = Number(match[2]);
    const shown = this.boardVersions.get(message.id);
    if (shown && shown.gameId === gameId && version < shown.version) {
      this.pendingRegressions.push(
        `board message ${message.id} of game ${gameId} went back from version ${shown.version} to ${version}`,
      );
    }
    const highest = shown && shown.gameId === gameId ? Math.max(shown.version, version) : version;
    this.boardVersions.set(message.id, { gameId, version: highest });
  }

  /** The boards seen going back since the last call, with the row of the interaction that did it. */
  takeRegressions(): { row: string | null; text: string }[] {
    const taken = this.regressions;
    this.regressions = [];
    return taken;
  }

  publicChangesIn(channelId: string): number {
    return this.publicChanges.get(channelId) ?? 0;
  }

  /** Another interaction was blamed in this channel lately (late writes there are likely its own). */
  recentCulprit(channelId: string, except: Tracked, withinMs: number): boolean {
    const culprit = this.lastCulprit.get(channelId);
    return culprit !== undefined && culprit.tracked !== except && performance.now() - culprit.at < withinMs;
  }

  track(handle: InteractionHandle, input: TrackInput): Tracked {
    const tracked: Tracked = {
      handle,
      row: input.row,
      label: input.label,
      bad: input.bad,
      channels: new Set([...input.channels].map((id) => this.parentOf(id))),
      allowRedraw: input.allowRedraw ?? null,
      publicEffects: [],
      allowedEffects: [],
      requests: [],
      lastActivity: performance.now(),
      deferredPublic: false,
      followUps: 0,
    };
    this.byId.set(handle.id, tracked);
    this.byToken.set(handle.interaction.token, tracked);
    return tracked;
  }

  /** This interaction now holds its channels: channel writes from now on are its doing. */
  hold(tracked: Tracked): void {
    for (const channel of tracked.channels) {
      this.holders.set(channel, tracked);
      this.lastHolder.set(channel, tracked);
    }
  }

  release(tracked: Tracked): void {
    for (const channel of tracked.channels) {
      if (this.holders.get(channel) === tracked) this.holders.delete(channel);
    }
  }

  /** Marks an interaction as having changed something, so late writes in its channels go to it. */
  blame(tracked: Tracked): void {
    for (const channel of tracked.channels) this.lastCulprit.set(channel, { tracked, at: performance.now() });
  }

  /** Forgets an interaction once judged (its late requests then count against its channels' holders). */
  forget(tracked: Tracked): void {
    this.byId.delete(tracked.handle.id);
    this.byToken.delete(tracked.handle.interaction.token);
  }

  /**
   * Waits until the interaction was answered (or its 3 s passed) and nothing more happened for it
   * or in its channels for `quietMs`.
   */
  async settle(tracked: Tracked, quietMs = 30, maxMs = 9_000): Promise<void> {
    const start = performance.now();
    const dispatched = tracked.handle.interaction.dispatchedAt;
    for (;;) {
      const now = performance.now();
      let last = tracked.lastActivity;
      for (const channel of tracked.channels) last = Math.max(last, this.channelActivity.get(channel) ?? 0);
      const callback = tracked.handle.interaction.callback;
      const deferred = callback !== null && (callback.type === 5 || callback.type === 6);
      // A deferral is no answer yet: wait for what follows it (or give up well after 3 s).
      const answeredOrLate = deferred
        ? answerDelayMs(tracked) !== null || now - dispatched > 8_000
        : callback !== null || now - dispatched > 3_100;
      if (answeredOrLate && now - last >= quietMs) return;
      if (now - start > maxMs) return;
      await sleep(5);
    }
  }

  /**
   * Until the bot has made no request for `quietMs` (pictures drawn, follow-ups sent), at most
   * `maxMs`. The default outlasts @discordjs/rest's global limit (50 requests a second), which
   * under load holds the bot's follow-ups back for up to a second.
   */
  async quiet(quietMs = 1_500, maxMs = 30_000): Promise<void> {
    const start = performance.now();
    while (performance.now() - this.lastRequestAt < quietMs && performance.now() - start < maxMs) {
      await sleep(25);
    }
  }

  /** The requests queued for the leak scan since the last call. */
  takePending(): { entry: LoggedRequest; tracked: Tracked | null }[] {
    const taken = this.pending;
    this.pending = [];
    return taken;
  }

  trackedFor(entry: LoggedRequest): Tracked | null {
    const callback = entry.path.match(CALLBACK);
    if (callback) return this.byId.get(callback[1] ?? '') ?? null;
    const webhook = entry.path.match(WEBHOOK);
    if (webhook) return this.byToken.get(webhook[1] ?? '') ?? null;
    return null;
  }

  /** Who made a request the suite did not send itself (a set-up step: a game started, a move made). */
  private describeUntracked(entry: LoggedRequest): string {
    const callback = entry.path.match(CALLBACK);
    const webhook = entry.path.match(WEBHOOK);
    const interaction = callback
      ? this.local.model.interactions.get(callback[1] ?? '')
      : webhook
        ? this.local.model.interactions.withToken(webhook[1] ?? '')
        : undefined;
    const how = webhook ? 'its picture edit' : callback ? 'its answer' : `${entry.method} ${entry.path}`;
    if (!interaction) return `a request of the bot's own (${how})`;
    const data = (interaction.payload.data ?? {}) as {
      name?: string;
      custom_id?: string;
      options?: { name?: string }[];
    };
    const what = data.custom_id
      ? `${interaction.type === 5 ? 'form' : 'press of'} ${data.custom_id}`
      : `/${data.name ?? '?'} ${data.options?.[0]?.name ?? ''}`.trim();
    let user = interaction.userId;
    try {
      user = this.local.model.user(interaction.userId).username;
    } catch {}
    return `${user}'s ${what} (a set-up step), ${how}`;
  }

  /** The channel of the interaction a callback or webhook request answers (tracked or not). */
  private interactionChannelOf(entry: LoggedRequest): string | null {
    const callback = entry.path.match(CALLBACK);
    if (callback) return this.local.model.interactions.get(callback[1] ?? '')?.channelId ?? null;
    const webhook = entry.path.match(WEBHOOK);
    if (webhook) return this.local.model.interactions.withToken(webhook[1] ?? '')?.channelId ?? null;
    return null;
  }

  /** Until nothing happened in the channel (any request about it) for `quietMs`, at most `maxMs`. */
  async channelQuiet(channelId: string, quietMs = 300, maxMs = 15_000): Promise<void> {
    const channel = this.parentOf(channelId);
    const start = performance.now();
    while (performance.now() - start < maxMs) {
      const last = this.channelActivity.get(channel) ?? 0;
      if (performance.now() - last >= quietMs) return;
      await sleep(20);
    }
  }

  private parentOf(channelId: string): string {
    const channel = this.safeChannel(channelId);
    return channel?.parentId ?? channelId;
  }

  private safeChannel(channelId: string) {
    try {
      return this.local.model.channel(channelId);
    } catch {
      return undefined;
    }
  }

  private onRequest(entry: LoggedRequest): void {
    const now = performance.now();
    this.requestCount += 1;
    this.lastRequestAt = now;
    let tracked = this.trackedFor(entry);
    const interactionChannel = this.interactionChannelOf(entry);
    if (interactionChannel) this.channelActivity.set(this.parentOf(interactionChannel), now);
    const channelMatch = entry.path.match(CHANNEL);
    if (!tracked && channelMatch && entry.method !== 'GET') {
      const channel = this.parentOf(channelMatch[1] ?? '');
      this.channelActivity.set(channel, now);
      tracked = this.holders.get(channel) ?? this.lastHolder.get(channel) ?? null;
      const culprit = this.lastCulprit.get(channel);
      const clean = tracked && tracked.publicEffects.length === 0;
      if (culprit && clean && now - culprit.at < 5_000 && culprit.tracked !== tracked)
        tracked = culprit.tracked;
    }
    this.pending.push({ entry, tracked });
    // The model changes a message inside the request that asked for it, just before it is logged.
    if (this.pendingRegressions.length > 0) {
      const by = tracked ? tracked.label : this.describeUntracked(entry);
      for (const text of this.pendingRegressions) {
        this.regressions.push({ row: tracked?.row ?? null, text: `${text}, by ${by}` });
      }
      this.pendingRegressions = [];
    }
    if (!tracked) return;
    tracked.requests.push(entry);
    tracked.lastActivity = now;
    this.classify(entry, tracked);
  }

  /** Whether this request made something public for `tracked`, and whether that is the allowed redraw. */
  private classify(entry: LoggedRequest, tracked: Tracked): void {
    if (entry.status >= 300 || entry.method === 'GET') return;
    const body = (entry.body ?? {}) as { type?: number; flags?: number; data?: { flags?: number } };
    const where = `${entry.method} ${entry.path.replace(/\/webhooks\/(\d+)\/[^/]+/, '/webhooks/$1/<token>').replace(/\/interactions\/(\d+)\/[^/]+/, '/interactions/$1/<token>')}`;
    const effect = (description: string, allowed = false) =>
      (allowed ? tracked.allowedEffects : tracked.publicEffects).push(description);
    if (CALLBACK.test(entry.path)) {
      const flags = Number(body.data?.flags ?? 0);
      switch (body.type) {
        case 4:
          if (!(flags & EPHEMERAL)) effect(`public reply (callback type 4 without flag 64)`);
          return;
        case 5:
          if (!(flags & EPHEMERAL)) {
            tracked.deferredPublic = true;
            effect(`public "thinking" reply (callback type 5 without flag 64)`);
          }
          return;
        case 7: {
          // An update keeps the audience of the message pressed on: a private message stays private.
          const pressedOn = tracked.handle.interaction.sourceMessageId;
          const source = pressedOn ? this.local.model.findMessage(pressedOn) : undefined;
          if (source && source.visibleTo !== null) return;
          const allowed = this.isOwnBoard(tracked, JSON.stringify(body));
          effect(`message updated (callback type 7)`, allowed);
          return;
        }
        default:
          return;
      }
    }
    const webhook = entry.path.match(WEBHOOK);
    if (webhook) {
      const target = decodeURIComponent(webhook[2] ?? '');
      if (entry.method === 'POST') {
        const fillsThinking = tracked.deferredPublic && tracked.followUps === 0;
        tracked.followUps += 1;
        if (fillsThinking) effect(`a follow-up filled the public "thinking" reply (${where})`);
        else if (!(Number(body.flags ?? 0) & EPHEMERAL)) effect(`public follow-up (${where})`);
        return;
      }
      if (entry.method === 'PATCH') {
        const interaction = tracked.handle.interaction;
        const messageId = target === '@original' ? interaction.originalMessageId : target;
        const message = messageId ? this.local.model.findMessage(messageId) : undefined;
        if (!message || message.visibleTo !== null) return;
        const allowed = tracked.allowRedraw !== null && messageId === tracked.allowRedraw.messageId;
        effect(`public message edited by the interaction's token (${where})`, allowed);
      }
      return;
    }
    const channel = entry.path.match(CHANNEL);
    if (channel) effect(`channel write ${where}`);
  }

  /** A type-7 answer showing the pressed game's own board, on that board's message. */
  private isOwnBoard(tracked: Tracked, body: string): boolean {
    const allow = tracked.allowRedraw;
    if (!allow || tracked.handle.interaction.sourceMessageId !== allow.messageId) return false;
    const games = new Set([...body.matchAll(/"custom_id":"[a-z]+:([a-z0-9]+):/g)].map((match) => match[1]));
    return games.size === 1 && games.has(allow.gameId);
  }
}

/**
 * Milliseconds from dispatch until the presser saw an answer: the callback, or after a deferral
 * (which shows nothing on a button) the first follow-up or edit; null when none came.
 */
export function answerDelayMs(tracked: Tracked): number | null {
  const interaction = tracked.handle.interaction;
  const callback = interaction.callback;
  if (!callback || interaction.callbackAt === null) return null;
  if (callback.type !== 5 && callback.type !== 6) return interaction.callbackAt - interaction.dispatchedAt;
  const answer = tracked.requests.find(
    (entry) => WEBHOOK.test(entry.path) && entry.method !== 'DELETE' && entry.status < 300,
  );
  return answer ? answer.at - interaction.createdAtMs : null;
}
