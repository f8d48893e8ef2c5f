import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, SeededWorld } from '../../dev/local-discord/index.js';
import { type DuetTable, ephemeralContent } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';

let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('campaign');
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

const newTable = () => e2e.table();

const general = () => world.channels.general.id;

function campaign(subcommand: string, options: Record<string, string>, user = world.users.alice) {
  return local.driver
    .runCommand({
      user,
      channelId: general(),
      name: 'duet',
      subcommandGroup: 'campaign',
      subcommand,
      options,
      locale: 'en-US',
    })
    .awaitResponse();
}

/** `/duet campaign import`, deferred privately while the file is fetched: its answer once filled in. */
async function importFile(filename: string, data: string): Promise<string> {
  const handle = local.driver.runCommand({
    user: world.users.alice,
    channelId: general(),
    name: 'duet',
    subcommandGroup: 'campaign',
    subcommand: 'import',
    options: { file: { filename, data: Buffer.from(data) } },
    locale: 'en-US',
  });
  const answer = await handle.awaitResponse();
  expect(answer.type).toBe(5);
  expect(Number(answer.data?.flags) & 64).toBe(64);
  await expect.poll(() => handle.originalMessage()?.content).toBeTruthy();
  return String(handle.originalMessage()?.content);
}

async function missionChoices(typed: string, user = world.users.alice) {
  const answer = await local.driver
    .autocomplete({
      user,
      channelId: general(),
      name: 'duet',
      subcommand: 'start',
      options: { mission: typed },
      focused: 'mission',
    })
    .awaitResponse();
  return (answer.data?.choices as { name: string; value: string }[]) ?? [];
}

/** Starts a mission for Alice (side A) and Bob, and learns both key faces. */
async function startMission(mission: string) {
  const table = newTable();
  const answer = await table.start({ mission });
  expect(answer.type, ephemeralContent(answer)).toBe(4);
  return { table, keys: await table.keys() };
}

function missionNews(table: DuetTable): string[] {
  return local.driver
    .channelView(table.channelId, world.users.alice)
    .map((message) => message.content ?? '')
    .filter((content) => content.startsWith('🗺️'));
}

describe('mission-map campaigns', () => {
  it('opens with Prague complete and Berlin, Cairo and Moscow open, loses Cairo by the two-token rule, and wins Moscow', async () => {
    const created = await campaign('new', { name: 'Night Owls', member1: world.users.bob.id });
    expect(ephemeralContent(created)).toContain('Night Owls');
    const opened = (await missionChoices('')).map((choice) => choice.value).sort();
    expect(opened).toEqual([
      'night-owls/berlin',
      'night-owls/cairo',
      'night-owls/moscow',
      'night-owls/prague',
    ]);

    const prague = await startMission('night-owls/prague');
    expect(prague.table.boardText()).toContain('Mission: Prague (9-9)');
    await prague.table.playToWin(prague.keys);
    await expect.poll(() => missionNews(prague.table).join()).toContain('Prague won again');

    const cairo = await startMission('night-owls/cairo');
    expect(cairo.table.boardText()).toContain('(5 bystander-side, 4 check-side)');
    await cairo.table.missTurns(cairo.keys, 6);
    expect(cairo.table.boardText()).toContain('(0 bystander-side, 2 check-side)');
    const giver = cairo.table.clueGiver();
    const guesser = giver === cairo.table.a ? cairo.table.b : cairo.table.a;
    await cairo.table.clue(giver, 'zzqs', 1);
    const giverKey = giver === cairo.table.a ? cairo.keys.A : cairo.keys.B;
    await cairo.table.guess(guesser, cairo.table.cellsWith(giverKey, 'agent')[0] ?? -1);
    await cairo.table.stop(guesser);
    expect(cairo.table.boardText()).toContain('(0 bystander-side, 1 check-side)');
    await cairo.table.missTurns(cairo.keys, 1);
    expect(cairo.table.boardText()).toContain('out of time');
    await expect.poll(() => missionNews(cairo.table).join()).toContain('not completed');

    const moscow = await startMission('night-owls/moscow');
    await moscow.table.playToWin(moscow.keys);
    await expect.poll(() => missionNews(moscow.table).join()).toContain('Moscow completed');

    const map = ephemeralContent(await campaign('map', { name: 'night-owls' }));
    const mapMessage = local.driver.lastMessage(general(), world.users.alice);
    expect(mapMessage?.attachments.map((file) => file.filename)).toEqual(['map.png']);
    expect(map).toContain('✅ Prague 9-9');
    expect(map).toContain('✅ Moscow 8-8');
    expect(map).toContain('🔓 Cairo 9-5');
    expect(map).toContain('🔓 Istanbul');
    expect(map).toContain('🔓 Helsinki');
    expect(map).toContain('🔒 Tokyo');
    const history = ephemeralContent(await campaign('history', { name: 'night-owls' }));
    expect(history.match(/✅ won/g)).toHaveLength(2);
    expect(history).toContain('❌ lost (out-of-time)');
  });

  it('refuses a locked city and a campaign the player is not in', async () => {
    const table = newTable();
    expect(ephemeralContent(await table.start({ mission: 'night-owls/tokyo' }))).toContain('not open yet');
    const dan = world.users.dan;
    const notMember = await local.driver
      .runCommand({
        user: dan,
        channelId: table.channelId,
        name: 'duet',
        subcommand: 'start',
        options: { partner: world.users.csilla.id, mission: 'night-owls/prague' },
      })
      .awaitResponse();
    expect(ephemeralContent(notMember)).toContain('not on the team');
  });

  it('keeps two campaigns side by side, and exports and imports one', async () => {
    await campaign('new', { name: 'Foxes' }, world.users.dan);
    const foxes = ephemeralContent(await campaign('status', { name: 'foxes' }, world.users.dan));
    expect(foxes).toContain('Completed: **1/21**');
    const owls = ephemeralContent(await campaign('status', { name: 'night-owls' }));
    expect(owls).toContain('Completed: **2/21**');

    const exported = await campaign('export', { name: 'night-owls' });
    expect(Number(exported.data?.flags) & 64).toBe(64);
    const sent = local.driver.lastMessage(general(), world.users.alice);
    expect(sent?.attachments[0]?.filename).toBe('campaign-night-owls.json');
    expect(local.driver.lastMessage(general(), world.users.bob)?.id).not.toBe(sent?.id);
    const url = sent?.attachments[0]?.url ?? '';
    const json = await (await fetch(url)).text();
    expect(JSON.parse(json).completed.sort()).toEqual(['moscow', 'prague']);

    expect(await importFile('owls.json', json)).toContain('2 cities completed, 3 games');
    expect(await importFile('x.json', '{"schema":1}')).toContain('not a campaign export');
    const foreign = JSON.stringify({ ...JSON.parse(json), guildId: '999' });
    expect(await importFile('y.json', foreign)).toContain('another server');
  });

  it('reaches campaigns and missions by the names players see, in any case and language', async () => {
    expect(ephemeralContent(await campaign('map', { name: 'Night Owls' }))).toContain('**Night Owls**');
    expect(ephemeralContent(await campaign('status', { name: 'NIGHT OWLS' }))).toContain('Completed');
    expect(ephemeralContent(await campaign('status', { name: 'night owl' }))).toContain('Completed');
    const unknown = ephemeralContent(await campaign('status', { name: 'Wolves' }));
    expect(unknown).toContain('no campaign called **Wolves**');
    expect(unknown).toContain('**Night Owls**');
    expect(unknown).toContain('**Foxes**');

    const moscowInJapanese = await startMission('モスクワ');
    expect(moscowInJapanese.table.boardText()).toContain('Mission: Moscow (8-8)');
    const pragueWithoutAccent = await startMission('PRAGA');
    expect(pragueWithoutAccent.table.boardText()).toContain('Mission: Prague (9-9)');
    const asListed = await startMission('Night Owls · Cairo 9-5');
    expect(asListed.table.boardText()).toContain('Mission: Cairo (9-5)');
    expect((await missionChoices('prága')).map((choice) => choice.value)).toEqual(['night-owls/prague']);
    expect((await missionChoices('カイロ')).map((choice) => choice.value)).toEqual(['night-owls/cairo']);

    const locked = ephemeralContent(await newTable().start({ mission: 'tokyo' }));
    expect(locked).toContain('Tokyo is not open yet');
    const nowhere = ephemeralContent(await newTable().start({ mission: 'Atlantis' }));
    expect(nowhere).toContain('has a mission called **Atlantis**');
    expect(nowhere).toContain('Night Owls · Berlin 11-4');

    await campaign('new', { name: 'Larks', member1: world.users.bob.id });
    const twoPragues = ephemeralContent(await newTable().start({ mission: 'Prague' }));
    expect(twoPragues).toContain('Which mission do you mean');
    expect(twoPragues).toContain('Night Owls · Prague 9-9');
    expect(twoPragues).toContain('Larks · Prague 9-9');
    const larks = await startMission('larks prague');
    expect(larks.table.boardText()).toContain('Mission: Prague (9-9)');
  });
});
