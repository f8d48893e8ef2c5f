import { afterEach, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../dev/local-discord/index.js';
import { newGame as newCodenamesGame } from '../../src/games/codenames/engine/index.js';
import { codenamesRules } from '../../src/games/codenames/rules.js';
import type { DuetDocument } from '../../src/games/duet/document.js';
import { newGame } from '../../src/games/duet/engine/index.js';
import { duetGame } from '../../src/games/duet/game.js';
import { games } from '../../src/games/registry.js';
import { wordList } from '../../src/games/words/index.js';
import type { RunningBot } from '../../src/platform/discord/bot.js';
import { captureLogger } from '../support/capture-logger.js';
import { CodenamesTable } from '../support/codenames-table.js';
import { DuckTable } from '../support/duck-table.js';
import { DuetTable } from '../support/duet-table.js';
import { startInProcessBot } from '../support/in-process-bot.js';
import { KeyTable } from '../support/key-table.js';
import { openTestRedisStore } from '../support/redis.js';

/** One bot on its own key prefix, whose every game gets the same public id. */
async function botWithFixedGameId(local: LocalDiscord, world: SeededWorld, gameId?: string) {
  const store = await openTestRedisStore();
  const { log, lines } = captureLogger();
  const bot = await startInProcessBot(local, {
    store: store.store,
    documents: store.documents,
    log,
    guildId: world.guild.id,
    ...(gameId ? { newGameId: () => gameId } : {}),
  });
  return { store, bot, lines };
}

/** The Duet game a bot stored for `gameId`, read back as its rules read it. */
async function storedDuet(store: Awaited<ReturnType<typeof openTestRedisStore>>, gameId: string) {
  const stored = await store.store.get(gameId);
  if (!stored) throw new Error('no stored game');
  const document = duetGame.rules.schema.parse(stored.data) as DuetDocument;
  if (document.stage !== 'game') throw new Error('the game has not started');
  return document.engine;
}

/** Every string a message of the bot or a line of its log carries: what anyone could read. */
function visibleTokens(local: LocalDiscord, logLines: readonly string[]): Set<string> {
  const texts = [
    ...local.requests.entries().map((entry) => JSON.stringify({ path: entry.path, body: entry.body })),
    ...logLines,
  ];
  const tokens = new Set<string>();
  for (const text of texts) {
    for (const token of text.split(/[^A-Za-z0-9_-]+/)) if (token.length >= 4) tokens.add(token);
    for (const quoted of text.matchAll(/"([^"]{4,200})"/g)) {
      const value = quoted[1] ?? '';
      tokens.add(value);
      for (const part of value.split(':')) if (part.length >= 4) tokens.add(part);
    }
  }
  return tokens;
}

describe('a game is dealt from a secret seed, not from anything Discord shows', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp() {
    const local = await startLocalDiscord();
    const world = local.seedDefault();
    cleanups.push(() => local.close());
    return { local, world };
  }

  function remember(bot: RunningBot, store: Awaited<ReturnType<typeof openTestRedisStore>>) {
    cleanups.push(async () => {
      await bot.stop();
      await store.cleanup();
    });
  }

  it('two games with the same id deal different words and key cards', async () => {
    const { local, world } = await setUp();
    const gameId = 'samegameid01';
    const dealt = [];
    for (const name of ['first', 'second']) {
      const { store, bot } = await botWithFixedGameId(local, world, gameId);
      remember(bot, store);
      const channel = local.model.createTextChannel(world.guild.id, { name });
      const table = new DuetTable(local, channel.id, world.users.alice, world.users.bob);
      await table.start({ language: 'en' });
      const engine = await storedDuet(store, gameId);
      dealt.push({
        keys: await table.keys(),
        words: engine.words.map((card) => card.text),
        seed: engine.seed,
      });
      await bot.stop();
    }
    const [first, second] = dealt;
    expect(first?.seed).not.toBe(second?.seed);
    expect(first?.seed).not.toBe(gameId);
    expect(first?.keys).not.toEqual(second?.keys);
    expect(first?.words).not.toEqual(second?.words);
  });

  it('no string in any message or log line rebuilds the key card', async () => {
    const { local, world } = await setUp();
    const gameId = 'publicgame01';
    const { store, bot, lines } = await botWithFixedGameId(local, world, gameId);
    remember(bot, store);
    const channel = local.model.createTextChannel(world.guild.id, { name: 'rebuild' });
    const table = new DuetTable(local, channel.id, world.users.alice, world.users.bob);
    await table.start({ language: 'en' });
    await table.keys();
    const engine = await storedDuet(store, gameId);

    const tokens = visibleTokens(local, lines);
    expect(tokens.has(gameId)).toBe(true);
    expect(tokens.has(engine.seed)).toBe(false);
    const pool = [...wordList('en')];
    const rebuilt = [...tokens].filter((candidate) => {
      const attempt = newGame({ seed: candidate, wordPool: pool, options: engine.options });
      return JSON.stringify(attempt.keyCard) === JSON.stringify(engine.keyCard);
    });
    expect(rebuilt).toEqual([]);
  });

  it('in every game, the seed is in no message or log line, and the public id no longer deals it', async () => {
    const { local, world } = await setUp();
    const { store, bot, lines } = await botWithFixedGameId(local, world);
    remember(bot, store);
    const { alice, bob } = world.users;
    const channel = (name: string) => local.model.createTextChannel(world.guild.id, { name }).id;
    await new DuetTable(local, channel('duet'), alice, bob).start({ language: 'en' });
    await new CodenamesTable(local, channel('codenames'), alice, bob, 5000).start();
    for (const Table of [DuckTable, KeyTable]) {
      const table = new Table(local, channel(Table.name));
      const options: Record<string, string> =
        Table === KeyTable ? { mission: 'practice-safe', language: 'en' } : { language: 'en' };
      await table.command(alice, 'lobby', options);
      await table.press(bob, table.lobby(bob), 'join');
      await table.press(alice, table.lobby(alice), 'start');
      await expect.poll(() => table.hasBoard(alice)).toBe(true);
    }
    const tokens = visibleTokens(local, lines);
    const ids = await store.redis.keys(`${store.prefix}game:*`);
    const dealt = new Set<string>();
    for (const key of ids) {
      const stored = await store.store.get(key.slice(key.indexOf('{') + 1, -1));
      const data = stored?.data as { seed?: string; engine?: { seed?: string } } | undefined;
      const seed = data?.seed ?? data?.engine?.seed;
      if (!stored || !seed) continue;
      dealt.add(stored.game);
      expect(seed.startsWith('s1.')).toBe(true);
      expect(tokens.has(seed)).toBe(false);
      expect(tokens.has(stored.gameId)).toBe(true);
      // The attack of old, on a game that replays its deal from the seed: from its public id,
      // the game deals something else (the two agree only where no draw is involved).
      if (stored.game === 'duck' || stored.game === 'thekey') {
        const module = games.find((game) => game.id === stored.game);
        const original = JSON.stringify(module?.rules.schema.parse(stored.data));
        const fromId = module?.rules.schema.safeParse(
          JSON.parse(JSON.stringify(stored.data).replaceAll(seed, stored.gameId)),
        );
        if (fromId?.success)
          expect(JSON.stringify(fromId.data).replaceAll(stored.gameId, seed)).not.toBe(original);
      }
      if (stored.game === 'codenames') {
        const document = codenamesRules.schema.parse(stored.data);
        if (document.stage !== 'game') throw new Error('the classic game has not started');
        const { engine } = document;
        const fromId = newCodenamesGame({
          seed: stored.gameId,
          wordPool: [...wordList('en')],
          options: engine.options,
        });
        expect(fromId.key).not.toEqual(engine.key);
      }
    }
    expect([...dealt].sort()).toEqual(['codenames', 'duck', 'duet', 'thekey']);
  }, 60_000);
});
