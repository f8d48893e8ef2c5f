import type { ButtonInteraction } from 'discord.js';
import { drawSeed } from '../../../platform/random/secret-seed.js';
import { lobbyPresser, startFromLobby } from '../../../platform/table/lobby.js';
import { type CodenamesDocument, type CodenamesGame, codenamesStaged } from '../document.js';
import { isGameOver } from '../engine/index.js';
import type { CodenamesMessageKey } from '../i18n/index.js';
import {
  joinRunningGame,
  joinTeam,
  leaveRunningGame,
  leaveTable,
  teamOfUser,
  toggleSpymaster,
} from '../lobby.js';
import { type CodenamesRuntime, codenamesRules } from '../rules.js';
import { type Roster, variantOf } from '../table.js';
import { answerPrivately } from './answers.js';
import type { CodenamesPress } from './custom-ids.js';
import { renderLobby } from './lobby-message.js';

type Change = { state: CodenamesDocument | null; result: CodenamesMessageKey | null };

function seatChange(document: CodenamesDocument, press: CodenamesPress, userId: string): Change {
  if (document.stage === 'game') return lateSeatChange(document, press, userId);
  if (document.expired) return { state: null, result: 'lobby.expired' };
  const change = (roster: Roster): Change => ({ state: { ...document, roster }, result: null });
  switch (press.action) {
    case 'join':
      return change(joinTeam(document.roster, userId, press.arg));
    case 'spymaster': {
      const toggled = toggleSpymaster(document.roster, userId);
      return toggled.ok ? change(toggled.roster) : { state: null, result: toggled.refusal };
    }
    default: {
      const left = leaveTable(document.roster, userId);
      return left.ok ? change(left.roster) : { state: null, result: left.refusal };
    }
  }
}

/** A running game: newcomers join as operatives, operatives may leave; nobody becomes spymaster. */
function lateSeatChange(game: CodenamesGame, press: CodenamesPress, userId: string): Change {
  if (isGameOver(game.engine)) return { state: null, result: 'rule.game-over' };
  const change =
    press.action === 'join'
      ? joinRunningGame(game.roster, userId, press.arg, game.engine.options.variant)
      : press.action === 'leave'
        ? leaveRunningGame(game.roster, userId)
        : ({ ok: false, refusal: 'rule.game-over' } as const);
  return change.ok
    ? { state: { ...game, roster: change.roster }, result: null }
    : { state: null, result: change.refusal };
}

/** Start: the lobby becomes the game in place; the lobby message shows the teams, the board follows it. */
function startGame(document: CodenamesDocument, userId: string, seed: string, now: number): Change {
  const variant = variantOf(document.roster);
  return startFromLobby<CodenamesDocument, CodenamesMessageKey>(document, {
    seated: teamOfUser(document.roster, userId) !== null,
    seatsRefusal:
      variant === 'no-spymaster' ? 'lobby.noSpymaster' : variant === 'too-few' ? 'lobby.tooFew' : null,
    closed: 'lobby.expired',
    notSeated: 'lobby.onlyPlayersStart',
    setup: () => {
      if (document.stage !== 'lobby') return document;
      const { stage: _, createdAt: __, expired: ___, ...setup } = document;
      return codenamesRules.setup(setup, { seed, now });
    },
  });
}

const pressLobby = lobbyPresser<CodenamesDocument, CodenamesMessageKey>({
  render: renderLobby,
  refuse: (interaction, refusal) => answerPrivately(interaction, refusal),
  started: (game, { context }) =>
    context.log.info(
      { gameId: game.gameId, variant: codenamesStaged.asGame(game)?.state.engine.options.variant },
      'codenames started from lobby',
    ),
});

/** The lobby's buttons, also under a running game: seats change in place; Start turns the lobby into the game. */
export async function onLobbyButton(
  interaction: ButtonInteraction,
  runtime: CodenamesRuntime,
  gameId: string,
  press: CodenamesPress,
) {
  const userId = interaction.user.id;
  const { context } = runtime;
  await pressLobby(interaction, runtime, gameId, (document) =>
    press.action === 'start'
      ? startGame(document, userId, drawSeed(context), context.now())
      : seatChange(document, press, userId),
  );
}
