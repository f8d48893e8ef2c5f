import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { drawSeed } from '../../../platform/random/secret-seed.js';
import { displayNameOf, lobbyPresser, startFromLobby } from '../../../platform/table/lobby.js';
import { type DuckDocument, stagedDuck } from '../document.js';
import type { DuckMessageKey } from '../i18n/index.js';
import { addComputer, dropComputer, joinRace, leaveRace, type SeatChange, startRefusal } from '../lobby.js';
import { duckRules } from '../rules.js';
import { setupById } from '../setups.js';
import { seatIndexOf } from '../table.js';
import { answerPrivately } from './answers.js';
import { RANDOM_BOARD, renderLobby } from './lobby-message.js';
import type { DuckRuntime } from './seated.js';

type Change = { state: DuckDocument | null; result: DuckMessageKey | null };
export type LobbyAction = 'join' | 'leave' | 'add-bot' | 'drop-bot' | 'start' | 'rules';

function seatChange(
  document: DuckDocument,
  action: Exclude<LobbyAction, 'start'>,
  userId: string,
  name: string,
): Change {
  if (document.stage === 'game' || document.expired) return { state: null, result: 'lobby.expired' };
  const seated = seatIndexOf(document.seats, userId) !== null;
  if ((action === 'add-bot' || action === 'drop-bot') && !seated)
    return { state: null, result: 'lobby.notSeated' };
  if (action === 'rules') {
    return seated
      ? { state: { ...document, advanced: !document.advanced }, result: null }
      : { state: null, result: 'lobby.onlyPlayersChange' };
  }
  const changes: Record<Exclude<LobbyAction, 'start' | 'rules'>, () => SeatChange> = {
    join: () => joinRace(document.seats, userId, name),
    leave: () => leaveRace(document.seats, userId),
    'add-bot': () => addComputer(document.seats),
    'drop-bot': () => dropComputer(document.seats),
  };
  const change = changes[action]();
  return change.ok
    ? { state: { ...document, seats: change.seats }, result: null }
    : { state: null, result: change.refusal };
}

function startGame(document: DuckDocument, userId: string, seed: string, now: number): Change {
  return startFromLobby<DuckDocument, DuckMessageKey>(document, {
    seated: seatIndexOf(document.seats, userId) !== null,
    seatsRefusal: startRefusal(document.seats),
    closed: 'lobby.expired',
    notSeated: 'lobby.onlyPlayersStart',
    setup: () => {
      if (document.stage !== 'lobby') return document;
      const { stage: _, createdAt: __, expired: ___, ...setup } = document;
      return duckRules.setup(setup, { seed, now });
    },
  });
}

const press = lobbyPresser<DuckDocument, DuckMessageKey>({
  render: renderLobby,
  refuse: (interaction, refusal) => answerPrivately(interaction, refusal),
  started: (game, { context }) => {
    const started = stagedDuck.asGame(game);
    context.log.info(
      { gameId: game.gameId, setupId: started?.state.setupId, seats: started?.state.seats.length },
      'duck race started',
    );
  },
});

/** The lobby's buttons: seats change in place; Start turns the lobby into the race, whose board follows. */
export function onLobbyButton(
  interaction: ButtonInteraction,
  runtime: DuckRuntime,
  gameId: string,
  action: LobbyAction,
) {
  const userId = interaction.user.id;
  const { context } = runtime;
  return press(interaction, runtime, gameId, (document) =>
    action === 'start'
      ? startGame(document, userId, drawSeed(context), context.now())
      : seatChange(document, action, userId, displayNameOf(interaction)),
  );
}

/** The lobby's board menu: any racer picks a named board or leaves it to the draw. */
export function onBoardSelect(
  interaction: StringSelectMenuInteraction,
  runtime: DuckRuntime,
  gameId: string,
) {
  const value = interaction.values[0] ?? '';
  const setupId = value === RANDOM_BOARD ? null : setupById(value)?.id;
  if (setupId === undefined) return replyPlatform(interaction, 'error.malformedInput');
  return press(interaction, runtime, gameId, (document) => {
    if (document.stage !== 'lobby' || document.expired) return { state: null, result: 'lobby.expired' };
    if (seatIndexOf(document.seats, interaction.user.id) === null)
      return { state: null, result: 'lobby.onlyPlayersChange' };
    return { state: { ...document, setupId }, result: null };
  });
}
