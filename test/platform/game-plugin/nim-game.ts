import {
  type ButtonInteraction,
  ButtonStyle,
  ComponentType,
  MessageFlags,
  SlashCommandBuilder,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { z } from 'zod';
import type { CommandModule } from '../../../src/platform/discord/bot-context.js';
import { encodeCustomId } from '../../../src/platform/discord/custom-id.js';
import type { GameModule } from '../../../src/platform/discord/game-module.js';
import { gameRuntime } from '../../../src/platform/discord/game-runtime.js';
import type { GameRules } from '../../../src/platform/game/game-rules.js';

/**
 * A game that exists only to prove the seam: Nim, two players taking 1–3 counters from a pile,
 * whoever takes the last one wins. It plugs in through the contract alone — its rules, its table,
 * a select menu, a button and a command — with no line of the platform written for it.
 */
const seats = ['first', 'second'] as const;
type Seat = (typeof seats)[number];
const snowflake = z.string().regex(/^\d{1,25}$/);

const nimStateSchema = z.object({
  channelId: snowflake,
  messageId: snowflake.nullable(),
  players: z.object({ first: snowflake, second: snowflake }),
  pile: z.number().int().min(0),
  turn: z.enum(seats),
  moves: z.number().int().min(0),
  winner: z.enum(seats).nullable(),
  expired: z.boolean(),
});
type NimState = z.infer<typeof nimStateSchema>;
type NimMove = { take: number };
type NimSetup = { channelId: string; players: NimState['players'] };

export const NIM_PILE = 7;

type NimPublicView = { pile: number; turn: Seat; winner: Seat | null };
type NimSeatView = { pile: number; yourTurn: boolean };

export const nimRules: GameRules<NimState, NimMove, Seat, NimPublicView, NimSeatView, NimSetup> = {
  schema: nimStateSchema,
  setup: ({ channelId, players }) => ({
    channelId,
    messageId: null,
    players,
    pile: NIM_PILE,
    turn: 'first',
    moves: 0,
    winner: null,
    expired: false,
  }),
  version: (state) => state.moves,
  seatOf: (state, userId) => seats.find((seat) => state.players[seat] === userId) ?? null,
  activeSeats: (state) => (state.winner || state.expired ? [] : [state.turn]),
  play(state, seat, { take }) {
    if (state.winner || state.expired) return { ok: false, refusal: { code: 'over' } };
    if (seat !== state.turn) return { ok: false, refusal: { code: 'not-your-turn' } };
    if (take < 1 || take > Math.min(3, state.pile)) return { ok: false, refusal: { code: 'bad-take' } };
    const pile = state.pile - take;
    return {
      ok: true,
      state: {
        ...state,
        pile,
        moves: state.moves + 1,
        turn: seat === 'first' ? 'second' : 'first',
        winner: pile === 0 ? seat : null,
      },
    };
  },
  views: {
    public: (state) => ({ pile: state.pile, turn: state.turn, winner: state.winner }),
    seat: (state, seat) => ({ pile: state.pile, yourTurn: state.turn === seat }),
  },
  result: (state) =>
    state.winner
      ? { winners: [state.winner], reason: 'took-last' }
      : state.expired
        ? { winners: [], reason: 'expired' }
        : null,
  onDeadline: (state) => (state.winner || state.expired ? null : { ...state, expired: true }),
  stop: (state) => (state.winner || state.expired ? null : { ...state, expired: true }),
};

const refusals: Record<string, string> = {
  over: 'This game of Nim is over.',
  'not-your-turn': 'Wait for your turn.',
  'bad-take': 'Take one, two or three counters.',
};

const nimId = (gameId: string, version: number, action: string) =>
  encodeCustomId({ game: 'nim', gameId, version, action });

export const nimGame: GameModule<NimState, NimMove, Seat, NimSetup> = {
  id: 'nim',
  name: () => 'Nim',
  summary: () => 'Take one to three from the pile; whoever takes the last wins.',
  rules: nimRules,
  refusalText: (_, refusal) => refusals[refusal.code] ?? refusal.code,
  table: {
    render({ gameId, state }) {
      const view = nimRules.views.public(state);
      const headline = view.winner
        ? `Nim: <@${state.players[view.winner]}> took the last counter and won.`
        : state.expired
          ? 'Nim: expired.'
          : `Nim: ${view.pile} left. <@${state.players[view.turn]}> takes 1–3.`;
      const over = Boolean(view.winner) || state.expired;
      const version = nimRules.version(state);
      return {
        flags: MessageFlags.IsComponentsV2,
        picture: null,
        allowedMentions: { users: [state.players.first, state.players.second] },
        components: () => [
          {
            type: ComponentType.Container,
            components: [
              { type: ComponentType.TextDisplay, content: headline },
              {
                type: ComponentType.ActionRow,
                components: [
                  {
                    type: ComponentType.StringSelect,
                    custom_id: nimId(gameId, version, 'take'),
                    placeholder: 'Take…',
                    disabled: over,
                    options: [1, 2, 3].map((take) => ({ label: `Take ${take}`, value: String(take) })),
                  },
                ],
              },
              {
                type: ComponentType.ActionRow,
                components: [
                  {
                    type: ComponentType.Button,
                    custom_id: nimId(gameId, version, 'peek'),
                    label: 'My view',
                    style: ButtonStyle.Secondary,
                  },
                ],
              },
            ],
          },
        ],
      };
    },
    channelOf: (state) => state.channelId,
    messageOf: (state) => state.messageId,
    withMessage: (state, messageId) => ({ ...state, messageId }),
  },
  async onSelect(interaction, customId, runtime) {
    const take = Number((interaction as StringSelectMenuInteraction).values[0]);
    await runtime.move(interaction, customId.gameId, { expectedVersion: customId.version, move: { take } });
  },
  async onButton(interaction: ButtonInteraction, customId, runtime) {
    const game = await runtime.load(customId.gameId);
    const seat = game ? nimRules.seatOf(game.state, interaction.user.id) : null;
    const view = game && seat ? nimRules.views.seat(game.state, seat) : null;
    await interaction.reply({
      content: view
        ? `You see ${view.pile} left; ${view.yourTurn ? 'your turn' : 'not your turn'}.`
        : 'Only players have a view.',
      flags: MessageFlags.Ephemeral,
    });
  },
};

export const nimCommand: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('nim')
    .setDescription('Nim against someone')
    .addUserOption((option) =>
      option.setName('opponent').setDescription('Who plays second').setRequired(true),
    ),
  async execute(interaction, context) {
    const opponent = interaction.options.getUser('opponent', true);
    const opened = await gameRuntime(nimGame, context).open(interaction, {
      channelId: interaction.channelId,
      players: { first: interaction.user.id, second: opponent.id },
    });
    if (opened.kind === 'channel-busy')
      await interaction.reply({ content: 'A game is running here.', flags: MessageFlags.Ephemeral });
  },
};
