import { MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/platform/discord/bot-context.js';
import type { TableInteraction } from '../../../src/platform/discord/interaction-kinds.js';
import { createTablePublisher, type TableDefinition } from '../../../src/platform/discord/table-publisher.js';
import { createRenderService } from '../../../src/platform/render/render-service.js';
import { captureLogger } from '../../support/capture-logger.js';

type Counter = { count: number };

/** A table whose picture is the count itself, drawn a little slowly, as a render thread would. */
const table: TableDefinition<Counter> = {
  render(game) {
    return {
      components: () => [],
      flags: MessageFlags.IsComponentsV2,
      allowedMentions: { users: [] },
      picture: {
        name: 'count.png',
        draw: async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return Buffer.from(String(game.state.count));
        },
      },
    };
  },
  channelOf: () => '1',
  messageOf: () => '2',
  withMessage: (state) => state,
};

/** The render service as the bot has it, drawing on this thread: one picture's turn at a time. */
const render = () =>
  createRenderService({ threads: 0, maxQueue: 16, taskTimeoutMs: 5_000, cacheBytes: 2 ** 20 });

/** A press on a message that already shows a picture. */
function press(answers: string[] = []): TableInteraction {
  return {
    isModalSubmit: () => false,
    message: { attachments: [{ name: 'count.png' }] },
    applicationId: '10',
    token: 'token',
    replied: false,
    update: async () => void answers.push('update'),
    deferUpdate: async () => void answers.push('deferUpdate'),
  } as unknown as TableInteraction;
}

/** Discord's side of the pictures' edits (by the interaction's token): records each picture brought. */
function recordingRest(shown: number[]) {
  return {
    patch: async (_route: string, request: { body: Buffer; headers: { 'Content-Type': string } }) => {
      const form = await new Response(request.body, {
        headers: { 'content-type': request.headers['Content-Type'] },
      }).formData();
      const picture = form.get('files[0]');
      shown.push(Number(picture instanceof Blob ? await picture.text() : Number.NaN));
    },
  };
}

/** Answers presses on a game's table (`gameId`, at `count`); the pictures' edits are recorded in `shown`. */
function answeringPublisher(definition: TableDefinition<Counter>, shown: number[]) {
  const context = {
    log: captureLogger().log,
    interactionRest: recordingRest(shown),
    render: render(),
  } as unknown as BotContext;
  const publisher = createTablePublisher(
    definition,
    { update: async () => ({ kind: 'missing' }), load: async () => null },
    context,
  );
  return (gameId: string, count: number) =>
    publisher.updateInPlace(press(), { gameId, state: { count }, storeVersion: count });
}

describe('the picture that follows an answer', () => {
  it('is drawn for the newest state: quicker states are skipped, a late older one never replaces it', async () => {
    const shown: number[] = [];
    const answerOn = answeringPublisher(table, shown);
    const answer = (count: number) => answerOn('g', count);

    const settle = () => new Promise((resolve) => setTimeout(resolve, 80));
    await answer(2);
    await answer(1); // an answer that finished after a newer one
    await settle();
    expect(shown).toEqual([2]);

    await answer(3);
    await answer(4); // waits while 3 is drawn…
    await answer(5); // …and is replaced by a newer state; 3, drawn after 5 was answered, is not sent
    await expect.poll(() => shown).toEqual([2, 5]);
    await answer(5); // the same state again (a stale press redrawn): nothing to bring
    await settle();
    expect(shown).toEqual([2, 5]);
  });

  it('waits for its turn at the render threads before choosing the state: a game drawn late is drawn once, at its newest', async () => {
    const shown: number[] = [];
    const drawn: string[] = [];
    const drawing: TableDefinition<Counter> = {
      ...table,
      render(game) {
        const post = table.render(game, {} as BotContext);
        return {
          ...post,
          picture: {
            name: 'count.png',
            draw: async () => {
              drawn.push(`${game.gameId}${game.state.count}`);
              await new Promise((resolve) => setTimeout(resolve, 40));
              return Buffer.from(String(game.state.count));
            },
          },
        };
      },
    };
    const answer = answeringPublisher(drawing, shown);

    await answer('a', 1); // takes the one turn
    for (const count of [1, 2, 3]) await answer('b', count); // b waits, and moves on meanwhile
    await expect.poll(() => shown).toEqual([1, 3]);
    expect(drawn).toEqual(['a1', 'b3']);
  });

  it('never sends the buttons of a state older than the ones it already sent: the late answer is only acknowledged', async () => {
    const context = {
      log: captureLogger().log,
      interactionRest: recordingRest([]),
      render: render(),
    } as unknown as BotContext;
    const publisher = createTablePublisher(
      table,
      { update: async () => ({ kind: 'missing' }), load: async () => null },
      context,
    );
    const answers: string[] = [];
    await publisher.updateInPlace(press(answers), { gameId: 'h', state: { count: 6 }, storeVersion: 6 });
    await publisher.updateInPlace(press(answers), { gameId: 'h', state: { count: 5 }, storeVersion: 5 });
    await publisher.updateInPlace(press(answers), { gameId: 'h', state: { count: 6 }, storeVersion: 6 });
    expect(answers).toEqual(['update', 'deferUpdate', 'update']);
  });
});

describe('writes to one table', () => {
  it('hold a newer answer until the picture edit on its way landed, keeping the picture it brought', async () => {
    const events: string[] = [];
    let land = () => {};
    const context = {
      log: captureLogger().log,
      interactionRest: {
        patch: () => {
          events.push('picture sent');
          return new Promise<void>((resolve) => {
            land = () => {
              events.push('picture landed');
              resolve();
            };
          });
        },
      },
      render: render(),
    } as unknown as BotContext;
    const showing: TableDefinition<Counter> = {
      ...table,
      render(game) {
        const post = table.render(game, {} as BotContext);
        return {
          ...post,
          components: (withPicture) =>
            [{ type: 10, content: withPicture ? 'with its picture' : 'bare' }] as never,
        };
      },
    };
    const publisher = createTablePublisher(
      showing,
      { update: async () => ({ kind: 'missing' }), load: async () => null },
      context,
    );
    // A new table without its picture yet: the answer to a press on it must keep the picture the
    // edit before it brings.
    const answers: string[] = [];
    const bare = (): TableInteraction =>
      ({
        ...press(),
        message: { id: '2', attachments: [] },
        update: async (answer: { componentsJson: Buffer }) => {
          events.push('answer');
          answers.push(JSON.parse(answer.componentsJson.toString())[0].content);
        },
      }) as unknown as TableInteraction;
    await publisher.updateInPlace(bare(), { gameId: 'w', state: { count: 1 }, storeVersion: 1 });
    await expect.poll(() => events).toEqual(['answer', 'picture sent']);
    const second = publisher.updateInPlace(bare(), { gameId: 'w', state: { count: 2 }, storeVersion: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['answer', 'picture sent']);
    land();
    await second;
    expect(events).toEqual(['answer', 'picture sent', 'picture landed', 'answer']);
    expect(answers).toEqual(['bare', 'with its picture']);
  });
});

describe('a table edited outside a press (a republish, a command)', () => {
  /** A process whose out-of-band edits go through `patch`; the table's picture takes `drawMs`. */
  function editingProcess(patch: (content: string) => Promise<void>, drawMs: number) {
    const events: string[] = [];
    const slow: TableDefinition<Counter> = {
      ...table,
      render(game) {
        return {
          components: () => [{ type: 10, content: `count ${game.state.count}` }] as never,
          flags: MessageFlags.IsComponentsV2,
          allowedMentions: { users: [] },
          picture: {
            name: 'count.png',
            draw: async () => {
              await new Promise((resolve) => setTimeout(resolve, drawMs));
              return Buffer.from(String(game.state.count));
            },
          },
        };
      },
    };
    const context = {
      log: captureLogger().log,
      render: render(),
      interactionRest: { patch: async () => undefined },
      client: {
        rest: {
          patch: (_route: string, request: { body: { components: { content: string }[] } }) =>
            patch(request.body.components[0]?.content ?? ''),
        },
      },
    } as unknown as BotContext;
    const publisher = createTablePublisher(
      slow,
      { update: async () => ({ kind: 'missing' }), load: async () => null },
      context,
    );
    const answer = (count: number) =>
      publisher.updateInPlace(
        {
          ...press(),
          update: async () => void events.push(`answer ${count}`),
        } as unknown as TableInteraction,
        { gameId: 'e', state: { count }, storeVersion: count },
      );
    return { publisher, events, answer };
  }

  it('is not sent when a newer answer went out while its picture was drawn', async () => {
    const sent: string[] = [];
    const { publisher, events, answer } = editingProcess(async (content) => void sent.push(content), 60);
    const republish = publisher.edit({ gameId: 'e', state: { count: 8 }, storeVersion: 8 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await answer(9);
    await republish;
    expect(events).toEqual(['answer 9']);
    expect(sent).toEqual([]);
  });

  it('holds a newer answer until it landed, so the board never goes back a move', async () => {
    const order: string[] = [];
    let land = () => {};
    const { publisher, events, answer } = editingProcess(
      (content) =>
        new Promise<void>((resolve) => {
          order.push(`sent ${content}`);
          land = () => {
            order.push(`landed ${content}`);
            resolve();
          };
        }),
      0,
    );
    const republish = publisher.edit({ gameId: 'e', state: { count: 8 }, storeVersion: 8 });
    await expect.poll(() => order).toEqual(['sent count 8']);
    const pressed = answer(9);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);
    land();
    await Promise.all([pressed, republish]);
    expect(order).toEqual(['sent count 8', 'landed count 8']);
    expect(events).toEqual(['answer 9']);
  });
});

describe('over HTTP, once its table is out', () => {
  /** A table without a picture whose single text shows the count. */
  const plain: TableDefinition<Counter> = {
    ...table,
    render(game) {
      return {
        components: () => [{ type: 10, content: `count ${game.state.count}` }] as never,
        flags: MessageFlags.IsComponentsV2,
        allowedMentions: { users: [] },
        picture: null,
      };
    },
  };

  /** A process whose presses arrive over HTTP, another process having moved the game to `stored`. */
  function httpProcess(stored: number) {
    const edits: string[] = [];
    const context = {
      log: captureLogger().log,
      render: render(),
      interactionsOverHttp: true,
      store: { versionOf: async () => stored },
      client: {
        rest: {
          patch: async (_route: string, request: { body: { components: { content: string }[] } }) =>
            void edits.push(request.body.components[0]?.content ?? ''),
        },
      },
    } as unknown as BotContext;
    const newest = { gameId: 'n', state: { count: stored }, storeVersion: stored };
    const publisher = createTablePublisher(
      plain,
      { update: async () => ({ kind: 'missing' }), load: async () => newest },
      context,
    );
    return { publisher, edits };
  }

  it('an answer older than the store is followed by an edit to the newest state', async () => {
    const { publisher, edits } = httpProcess(7);
    const answers: string[] = [];
    await publisher.updateInPlace(press(answers), { gameId: 'n', state: { count: 5 }, storeVersion: 5 });
    expect(answers).toEqual(['update']);
    expect(edits).toEqual(['count 7']);
  });

  it('an edit older than the store goes on to the newest state; one as new as the store stops there', async () => {
    const behind = httpProcess(7);
    await behind.publisher.edit({ gameId: 'n', state: { count: 5 }, storeVersion: 5 });
    expect(behind.edits).toEqual(['count 5', 'count 7']);
    const current = httpProcess(7);
    await current.publisher.edit({ gameId: 'n', state: { count: 7 }, storeVersion: 7 });
    expect(current.edits).toEqual(['count 7']);
  });

  it('an answer as new as the store is all there is', async () => {
    const { publisher, edits } = httpProcess(7);
    await publisher.updateInPlace(press(), { gameId: 'n', state: { count: 7 }, storeVersion: 7 });
    expect(edits).toEqual([]);
  });
});
