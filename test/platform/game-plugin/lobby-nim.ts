import {
  type APIMessageTopLevelComponent,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  ComponentType,
  MessageFlags,
  SlashCommandBuilder,
} from 'discord.js';
import { z } from 'zod';
import type { CommandModule } from '../../../src/platform/discord/bot-context.js';
import { button, buttonRow } from '../../../src/platform/discord/buttons.js';
import { type CustomId, encodeCustomId } from '../../../src/platform/discord/custom-id.js';
import type { GameModule, GameRuntime } from '../../../src/platform/discord/game-module.js';
import { gameRuntime } from '../../../src/platform/discord/game-runtime.js';
import { replyEphemeral } from '../../../src/platform/discord/replies.js';
import type { TablePost } from '../../../src/platform/discord/table-publisher.js';
import type { GameRules } from '../../../src/platform/game/game-rules.js';
import type { Loaded } from '../../../src/platform/session/session-service.js';
import { lobbyPresser, openStagedLobby, startFromLobby } from '../../../src/platform/table/lobby.js';
import { privatePresses } from '../../../src/platform/table/private-turns.js';
import { stagedGames, stagedTable } from '../../../src/platform/table/staged.js';
import {
  answerEndGame,
  askToEndGame,
  type StopGame,
  type StopText,
} from '../../../src/platform/table/stop-question.js';

/**
 * Nim again, built the way the real games are: a lobby players join before Start, moves chosen
 * in a private prompt (My move), and `/lnim stop` asking before it ends the game. Every piece of
 * that is the platform's (`src/platform/table/`); this file only says what Nim's are.
 */
const GAME = 'lnim';
const PILE = 7;
const seats = ['first', 'second'] as const;
type Seat = (typeof seats)[number];
const snowflake = z.string().regex(/^\d{1,25}$/);

// The stored document: a lobby until its Start, then the game (same id, same channel claim).
const placed = { channelId: snowflake, rosterMessageId: snowflake.nullable() };
const documentSchema = z.discriminatedUnion('stage', [
  z.object({
    stage: z.literal('lobby'),
    ...placed,
    players: z.array(snowflake).max(2),
    expired: z.boolean(),
  }),
  z.object({
    stage: z.literal('game'),
    ...placed,
    boardMessageId: snowflake.nullable(),
    players: z.array(snowflake).length(2),
    pile: z.number().int().min(0),
    /** Accepted moves so far: the version, and whose turn it is (even: the first player's). */
    moves: z.number().int().min(0),
    ending: z.enum(['took-last', 'resigned', 'expired']).nullable(),
  }),
]);
type LnimDocument = z.infer<typeof documentSchema>;
type LnimGame = Extract<LnimDocument, { stage: 'game' }>;
type LnimMove = { take: number } | { resign: true };
type LnimSetup = Pick<LnimGame, 'channelId' | 'rosterMessageId' | 'players'>;

const staged = stagedGames<LnimDocument, LnimGame>();
const turnOf = (game: LnimGame) => game.moves % 2;
const seatName = (index: number): Seat => (index === 0 ? 'first' : 'second');
const startedGame = ({ channelId, rosterMessageId, players }: LnimSetup): LnimGame => ({
  stage: 'game',
  channelId,
  rosterMessageId,
  boardMessageId: null,
  players,
  pile: PILE,
  moves: 0,
  ending: null,
});
const expire = (document: LnimDocument): LnimDocument | null => {
  if (document.stage === 'lobby') return document.expired ? null : { ...document, expired: true };
  return document.ending ? null : { ...document, ending: 'expired' };
};

export const lobbyNimRules: GameRules<LnimDocument, LnimMove, Seat, LnimDocument, LnimDocument, LnimSetup> = {
  schema: documentSchema,
  setup: startedGame,
  version: (document) => (document.stage === 'game' ? document.moves : 0),
  seatOf(document, userId) {
    const index = document.stage === 'game' ? document.players.indexOf(userId) : -1;
    return index < 0 ? null : seatName(index);
  },
  activeSeats: (document) =>
    document.stage === 'game' && !document.ending ? [seatName(turnOf(document))] : [],
  play(document, seat, move) {
    if (document.stage !== 'game' || document.ending) return { ok: false, refusal: { code: 'over' } };
    const moves = document.moves + 1;
    if ('resign' in move) return { ok: true, state: { ...document, moves, ending: 'resigned' } };
    if (seat !== seatName(turnOf(document))) return { ok: false, refusal: { code: 'not-your-turn' } };
    const { take } = move;
    if (!Number.isInteger(take) || take < 1 || take > Math.min(3, document.pile))
      return { ok: false, refusal: { code: 'bad-take' } };
    const pile = document.pile - take;
    return { ok: true, state: { ...document, pile, moves, ending: pile === 0 ? 'took-last' : null } };
  },
  // Nim hides nothing: every player and spectator sees the whole document.
  views: { public: (document) => document, seat: (document) => document },
  result(document) {
    if (document.stage === 'lobby') return document.expired ? { winners: [], reason: 'expired' } : null;
    if (document.ending === 'took-last')
      return { winners: [seatName(turnOf(document) ^ 1)], reason: 'took-last' };
    return document.ending ? { winners: [], reason: document.ending } : null;
  },
  onDeadline: expire,
  stop: expire,
};

const refusals: Record<string, string> = {
  over: 'This game of Nim is over.',
  'not-your-turn': 'Wait for your turn.',
  'bad-take': 'Take one, two or three counters.',
};
const refusalOf = (code: string) => refusals[code] ?? code;

const lnimId = (gameId: string, version: number, action: string, arg?: string) =>
  encodeCustomId({ game: GAME, gameId, version, action, arg });
const mention = (userId: string | undefined) => `<@${userId}>`;

// The lobby: Join and Start, redrawn in place by the platform's lobby presses.
function renderLobby(
  gameId: string,
  document: LnimDocument,
): { components: APIMessageTopLevelComponent[]; flags: MessageFlags.IsComponentsV2 } {
  const open = document.stage === 'lobby' && !document.expired;
  const seated = document.players.map(mention).join(', ') || 'nobody yet';
  const status = open
    ? 'Join, then Start once two are seated.'
    : document.stage === 'game'
      ? 'Started.'
      : 'Closed.';
  return {
    flags: MessageFlags.IsComponentsV2,
    components: [
      {
        type: ComponentType.Container,
        components: [
          { type: ComponentType.TextDisplay, content: `Lobby Nim: ${seated}. ${status}` },
          buttonRow(
            button(lnimId(gameId, 0, 'join'), 'Join', ButtonStyle.Primary, { disabled: !open }),
            button(lnimId(gameId, 0, 'start'), 'Start', ButtonStyle.Success, { disabled: !open }),
          ),
        ],
      },
    ],
  };
}

const pressLobby = lobbyPresser<LnimDocument, string>({
  render: renderLobby,
  refuse: (interaction, refusal) => replyEphemeral(interaction, refusal),
  started: (game, { context }) => context.log.info({ gameId: game.gameId }, 'lnim started'),
});

function pressJoinOrStart(
  interaction: ButtonInteraction,
  runtime: LnimRuntime,
  gameId: string,
  action: string,
) {
  const userId = interaction.user.id;
  return pressLobby(interaction, runtime, gameId, (document) => {
    const closed = { state: null, result: 'This lobby is closed.' };
    if (action === 'start')
      return startFromLobby(document, {
        seated: document.players.includes(userId),
        seatsRefusal: document.players.length === 2 ? null : 'Nim needs two players.',
        closed: closed.result,
        notSeated: 'Only a seated player can start.',
        setup: () => startedGame(document),
      });
    if (document.stage !== 'lobby' || document.expired) return closed;
    if (document.players.includes(userId)) return { state: null, result: 'You are already seated.' };
    if (document.players.length === 2) return { state: null, result: 'Both seats are taken.' };
    return { state: { ...document, players: [...document.players, userId] }, result: null };
  });
}

// The board: the pile, whose turn, and My move (the move itself is chosen privately).
function headline(game: LnimGame): string {
  switch (game.ending) {
    case 'took-last':
      return `Lobby Nim: ${mention(game.players[turnOf(game) ^ 1])} took the last counter and won.`;
    case 'resigned':
      return `Lobby Nim: ended with ${game.pile} left; nobody won.`;
    case 'expired':
      return 'Lobby Nim: expired.';
    default:
      return `Lobby Nim: ${game.pile} left. ${mention(game.players[turnOf(game)])} takes 1–3.`;
  }
}

function renderBoard({ gameId, state }: Loaded<LnimDocument>): TablePost {
  if (state.stage !== 'game') throw new Error(`lnim ${gameId}: a lobby has no board`);
  const myMove = button(lnimId(gameId, state.moves, 'my-move'), 'My move', ButtonStyle.Primary, {
    disabled: state.ending !== null,
  });
  return {
    flags: MessageFlags.IsComponentsV2,
    picture: null,
    allowedMentions: { users: state.players },
    components: () => [
      {
        type: ComponentType.Container,
        components: [{ type: ComponentType.TextDisplay, content: headline(state) }, buttonRow(myMove)],
      },
    ],
  };
}

// The private turn: My move opens a prompt only its presser sees; Take N there is the move.
const { seated, show, say, makeMove } = privatePresses<LnimDocument, LnimGame, LnimMove>({
  staged,
  seatOf: (game, userId) => (game.players.includes(userId) ? game.players.indexOf(userId) : null),
  version: (game) => game.moves,
  spectatorText: () => 'You are not playing this game of Nim; watch the board.',
  staleText: () => 'The game moved on; press My move again.',
});

async function openMyMove(interaction: ButtonInteraction, runtime: LnimRuntime, id: CustomId) {
  const press = await seated(interaction, runtime, id, true);
  if (!press) return;
  const { gameId, state } = press.game;
  if (state.ending) return say(press, refusalOf('over'));
  if (turnOf(state) !== press.seat) return say(press, refusalOf('not-your-turn'));
  const takes = [1, 2, 3].filter((take) => take <= state.pile);
  await show(press, {
    content: `${state.pile} left. How many do you take?`,
    components: [
      buttonRow(
        ...takes.map((take) =>
          button(lnimId(gameId, state.moves, 'take', String(take)), `Take ${take}`, ButtonStyle.Primary),
        ),
      ),
    ],
  });
}

async function take(interaction: ButtonInteraction, runtime: LnimRuntime, id: CustomId) {
  const press = await seated(interaction, runtime, id, false);
  if (!press) return;
  const count = Number(id.arg);
  await makeMove(press, { take: count }, id.version, (after) =>
    say(after, `You took ${count}; ${after.game.state.pile} left.`),
  );
}

// The stop question: `/lnim stop` asks privately; End resigns, Keep changes nothing.
const stopTexts: Record<StopText, string> = {
  'stop.confirm': 'End {table}? Nobody wins a game ended this way.',
  'stop.end': 'End the game',
  'stop.keep': 'Keep playing',
  'stop.kept': 'The game goes on.',
  'stop.stale': '{table} is already over.',
  'stop.done': 'You ended {table}.',
  'stop.moved': '{table} moved on since you asked, so nothing ended. Ask again with {stopCommand}.',
  'stop.notQuestion': 'That button only works on the question {stopCommand} asks you.',
};

const lnimStop: StopGame<LnimDocument, LnimGame, LnimMove> = {
  staged,
  resign: { resign: true },
  text: (_, key, variables = {}) =>
    stopTexts[key].replace(/\{(\w+)\}/g, (_match, name: string) => variables[name] ?? ''),
  commandTexts: () => ({ stopCommand: '/lnim stop' }),
};

type LnimRuntime = GameRuntime<LnimDocument, LnimMove, LnimSetup>;

export const lobbyNimGame: GameModule<LnimDocument, LnimMove, Seat, LnimSetup> = {
  id: GAME,
  name: () => 'Lobby Nim',
  summary: () => 'Nim with a lobby, private moves and a stop question.',
  rules: lobbyNimRules,
  table: stagedTable(renderBoard),
  refusalText: (_, refusal) => refusalOf(refusal.code),
  // My move is answered privately: a slow answer must be deferred as private, not as a board edit.
  pressAnswers: { 'my-move': 'private' },
  async onButton(interaction, id, runtime) {
    switch (id.action) {
      case 'join':
      case 'start':
        return pressJoinOrStart(interaction, runtime, id.gameId, id.action);
      case 'my-move':
        return openMyMove(interaction, runtime, id);
      case 'take':
        return take(interaction, runtime, id);
      default:
        return answerEndGame(lnimStop, interaction, runtime, id);
    }
  },
};

async function openLobby(interaction: ChatInputCommandInteraction, runtime: LnimRuntime) {
  const lobby: LnimDocument = {
    stage: 'lobby',
    channelId: interaction.channelId,
    rosterMessageId: null,
    players: [],
    expired: false,
  };
  const gameId = runtime.context.newGameId();
  if (!(await openStagedLobby(runtime, interaction, gameId, lobby, renderLobby)))
    await replyEphemeral(interaction, 'A game is running here.');
}

async function askToStop(interaction: ChatInputCommandInteraction, runtime: LnimRuntime) {
  const game = staged.asGame(await runtime.inChannel(interaction.channelId));
  if (!game) return replyEphemeral(interaction, 'No game of Lobby Nim is running here.');
  await askToEndGame(lnimStop, runtime, interaction, game);
}

export const lobbyNimCommand: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('lnim')
    .setDescription('Nim with a lobby')
    .addSubcommand((open) => open.setName('open').setDescription('Open a lobby in this channel'))
    .addSubcommand((stop) => stop.setName('stop').setDescription("End this channel's game")),
  async execute(interaction, context) {
    const runtime = gameRuntime(lobbyNimGame, context);
    if (interaction.options.getSubcommand() === 'open') return openLobby(interaction, runtime);
    return askToStop(interaction, runtime);
  },
};
