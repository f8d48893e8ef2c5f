import type { ButtonInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { drawSeed } from '../../../platform/random/secret-seed.js';
import { fromItsLobby } from '../../shared/discord/press-origin.js';
import type { CodenamesDocument, CodenamesGame } from '../document.js';
import { isGameOver, type Team } from '../engine/index.js';
import type { CodenamesMessageKey } from '../i18n/index.js';
import {
  joinRunningGame,
  joinTeam,
  leaveRunningGame,
  leaveTable,
  teamOfUser,
  toggleSpymaster,
} from '../lobby.js';
import { codenamesRules } from '../rules.js';
import type { Roster } from '../session.js';
import { variantOf } from '../session.js';
import { answerPrivately } from './answers.js';
import type { CodenamesPress } from './custom-ids.js';
import { renderLobby } from './lobby-message.js';
import { asGame, codenames } from './runtime.js';

type Change = { state: CodenamesDocument | null; result: CodenamesMessageKey | null };

function seatChange(document: CodenamesDocument, press: CodenamesPress, userId: string): Change {
  if (document.stage === 'game') return lateSeatChange(document, press, userId);
  if (document.expired) return { state: null, result: 'lobby.expired' };
  const change = (roster: Roster): Change => ({ state: { ...document, roster }, result: null });
  switch (press.action) {
    case 'join':
      return change(joinTeam(document.roster, userId, press.team as Team));
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
      ? joinRunningGame(game.roster, userId, press.team, game.engine.options.variant)
      : press.action === 'leave'
        ? leaveRunningGame(game.roster, userId)
        : ({ ok: false, refusal: 'rule.game-over' } as const);
  return change.ok
    ? { state: { ...game, roster: change.roster }, result: null }
    : { state: null, result: change.refusal };
}

async function changeSeat(
  interaction: ButtonInteraction,
  context: BotContext,
  gameId: string,
  press: CodenamesPress,
) {
  const outcome = await codenames(context).sessions.update<CodenamesMessageKey | null>(gameId, (document) =>
    seatChange(document, press, interaction.user.id),
  );
  if (outcome.kind === 'refused' && outcome.result) return answerPrivately(interaction, outcome.result);
  if (outcome.kind !== 'written') return replyPlatform(interaction, 'error.gameMissing');
  await interaction.update({
    components: renderLobby(gameId, outcome.game.state).components,
    allowedMentions: { parse: [] },
  });
  // The board names each team's players.
  const game = asGame(outcome.game);
  if (game) await codenames(context).tables.edit(game);
}

function startRefusal(document: CodenamesDocument, userId: string): CodenamesMessageKey | null {
  if (document.stage !== 'lobby' || document.expired) return 'lobby.expired';
  if (!teamOfUser(document.roster, userId)) return 'lobby.onlyPlayersStart';
  const variant = variantOf(document.roster);
  if (variant === 'no-spymaster') return 'lobby.noSpymaster';
  if (variant === 'too-few') return 'lobby.tooFew';
  return null;
}

/** Start: the lobby becomes the game in place; the lobby message shows the teams, the board follows it. */
async function start(interaction: ButtonInteraction, context: BotContext, gameId: string) {
  const { sessions, tables } = codenames(context);
  const seed = drawSeed(context);
  const outcome = await sessions.update<CodenamesMessageKey | null>(gameId, (document) => {
    const refusal = startRefusal(document, interaction.user.id);
    if (refusal || document.stage !== 'lobby') return { state: null, result: refusal };
    const { stage: _, createdAt: __, expired: ___, ...setup } = document;
    return { state: codenamesRules.setup(setup, { seed, now: context.now() }), result: null };
  });
  if (outcome.kind === 'refused' && outcome.result) return answerPrivately(interaction, outcome.result);
  const game = outcome.kind === 'written' ? asGame(outcome.game) : null;
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  await interaction.update({
    components: renderLobby(gameId, game.state).components,
    allowedMentions: { parse: [] },
  });
  context.log.info({ gameId, variant: game.state.engine.options.variant }, 'codenames started from lobby');
  await tables.followUp(interaction, game);
}

export async function onLobbyButton(
  interaction: ButtonInteraction,
  context: BotContext,
  gameId: string,
  press: CodenamesPress,
) {
  const loaded = await codenames(context).sessions.load(gameId);
  if (!loaded) return replyPlatform(interaction, 'error.gameMissing');
  if (!fromItsLobby(interaction, loaded.state)) return replyPlatform(interaction, 'error.notThisTable');
  return press.action === 'start'
    ? start(interaction, context, gameId)
    : changeSeat(interaction, context, gameId, press);
}
