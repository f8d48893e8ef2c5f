import { type ButtonInteraction, ButtonStyle, MessageFlags } from 'discord.js';
import { button, buttonRow } from '../../../../platform/discord/buttons.js';
import type { CustomId } from '../../../../platform/discord/custom-id.js';
import { replyPlatform } from '../../../../platform/discord/replies.js';
import { languageOfLocale } from '../../../../platform/i18n/languages.js';
import { drawSeed } from '../../../../platform/random/secret-seed.js';
import { wantsThreads } from '../../../../platform/server/settings.js';
import { fromItsChannel } from '../../../../platform/table/origin.js';
import {
  type DuetDocument,
  type DuetRuntime,
  duetGames,
  isTeamGame,
  type LoadedGame,
  sideOf,
} from '../../document.js';
import { isGameOver, otherSide, type Side } from '../../engine/index.js';
import { type DuetMessageKey, tDuet } from '../../i18n/index.js';
import { duetRules } from '../../rules.js';
import { answerPrivately } from '../answers.js';
import { duetCustomId } from '../custom-ids.js';
import { renderRoster } from './roster-message.js';
import { addToThread, openSideThreads, privateThreadSupport, removeFromThread } from './team-threads.js';

type Refusal = { key: DuetMessageKey; variables?: Record<string, string> | undefined };
type Change = { state: DuetDocument | null; result: Refusal | null };

const refused = (key: DuetMessageKey, variables?: Record<string, string>): Change => ({
  state: null,
  result: { key, variables },
});

function withoutUser(players: DuetDocument['players'], userId: string): DuetDocument['players'] {
  return { A: players.A.filter((id) => id !== userId), B: players.B.filter((id) => id !== userId) };
}

/** Joining: a lobby lets anyone pick or switch sides; a running game only takes newcomers (late join). */
function join(document: DuetDocument, userId: string, side: Side): Change {
  const current = sideOf(document, userId);
  if (current === side) return refused('lobby.alreadyOnSide', { side });
  const players = withoutUser(document.players, userId);
  players[side] = [...players[side], userId];
  if (document.stage === 'lobby')
    return document.expired ? refused('lobby.expired') : { state: { ...document, players }, result: null };
  if (isGameOver(document.engine)) return refused('lobby.alreadyStarted');
  if (!document.teamOptions.lateJoin) return refused('lobby.lateJoinClosed');
  if (current || document.formerMembers[otherSide(side)].includes(userId))
    return refused('lobby.cannotSwitch', { side: otherSide(side) });
  const formerMembers = { ...document.formerMembers, [side]: [...document.formerMembers[side], userId] };
  return { state: { ...document, players, formerMembers }, result: null };
}

/**
 * Leaving: a lobby lets anyone step off a side. A running team game lets a member go as long as
 * the game can go on: never a two-player game, a finished one, or the last member of a side when
 * nobody may join to take the seat (the game would wait for ever).
 */
function leave(document: DuetDocument, userId: string): Change {
  const side = sideOf(document, userId);
  if (!side) return refused('lobby.notOnASide');
  if (document.stage === 'game') {
    if (isGameOver(document.engine)) return refused('lobby.gameOver');
    if (!isTeamGame(document.players)) return refused('lobby.leaveTwoPlayer');
    if (document.players[side].length === 1 && !document.teamOptions.lateJoin)
      return refused('lobby.lastOnSide', { side });
  }
  return { state: { ...document, players: withoutUser(document.players, userId) }, result: null };
}

/**
 * Presses on the roster message (join, leave, start). Its id is stored just after it is posted, so
 * a press in that moment is taken from any message of the channel but the board.
 */
function fromItsRoster(interaction: ButtonInteraction, document: DuetDocument): boolean {
  if (!fromItsChannel(interaction, document)) return false;
  if (document.rosterMessageId !== null) return interaction.message.id === document.rosterMessageId;
  return document.stage === 'lobby' || interaction.message.id !== document.boardMessageId;
}

/** Keeps the side threads' membership in step with the sides, and the board's names and pause. */
async function followMembership(
  runtime: DuetRuntime,
  before: DuetDocument,
  game: LoadedGame,
  userId: string,
) {
  const { context } = runtime;
  const after = game.state;
  const wasOn = sideOf(before, userId);
  const isOn = sideOf(after, userId);
  const wasThread = wasOn ? after.threads[wasOn] : null;
  const isThread = isOn ? after.threads[isOn] : null;
  if (wasThread && wasThread !== isThread)
    await removeFromThread(context, wasThread, userId).catch(() => undefined);
  if (isThread && wasThread !== isThread) await addToThread(context, isThread, userId).catch(() => undefined);
  await runtime.tables.edit(game);
}

/** Join `side`, or leave when there is none. */
async function changeMembership(
  interaction: ButtonInteraction,
  runtime: DuetRuntime,
  id: CustomId,
  side: Side | null,
) {
  let before: DuetDocument | null = null;
  const outcome = await runtime.note<Refusal | null>(id.gameId, (document) => {
    before = document;
    return side ? join(document, interaction.user.id, side) : leave(document, interaction.user.id);
  });
  if (outcome.kind === 'refused' && outcome.result)
    return answerPrivately(interaction, outcome.result.key, outcome.result.variables);
  if (outcome.kind !== 'written') return replyPlatform(interaction, 'error.gameMissing');
  const document = outcome.game.state;
  await interaction.update({
    components: renderRoster(id.gameId, document).components,
    allowedMentions: { parse: [] },
  });
  if (document.stage === 'game' && before)
    await followMembership(runtime, before, { ...outcome.game, state: document }, interaction.user.id);
}

/** Start: the lobby becomes the game in place; the roster stays, the board follows it. */
async function start(
  interaction: ButtonInteraction,
  runtime: DuetRuntime,
  gameId: string,
  threadsWanted: boolean,
) {
  const { context } = runtime;
  const language = languageOfLocale(interaction.locale);
  const support = privateThreadSupport(interaction.channel?.type, interaction.appPermissions);
  let teamGame = false;
  const outcome = await runtime.note<Refusal | null>(gameId, (document) => {
    if (document.stage !== 'lobby') return refused('lobby.alreadyStarted');
    if (document.openedBy !== interaction.user.id)
      return refused('lobby.onlyOpener', { player: `<@${document.openedBy}>` });
    if (document.players.A.length === 0 || document.players.B.length === 0)
      return refused('lobby.needBothSides');
    teamGame = isTeamGame(document.players);
    if (teamGame && threadsWanted && !support.ok) return { state: null, result: null };
    const { stage: _, createdAt: __, expired: ___, ...setup } = document;
    return { state: duetRules.setup(setup, { seed: drawSeed(context), now: context.now() }), result: null };
  });
  if (outcome.kind === 'missing' || outcome.kind === 'contended')
    return replyPlatform(interaction, 'error.gameMissing');
  if (outcome.kind === 'refused') {
    const refusal = outcome.result;
    if (refusal) return answerPrivately(interaction, refusal.key, refusal.variables);
    const reason =
      !support.ok && support.reason === 'missing'
        ? tDuet(language, 'lobby.threadsMissing', { permissions: support.permissions.join(', ') })
        : tDuet(language, 'lobby.threadsWrongChannel');
    await interaction.reply({
      content: reason,
      components: [
        buttonRow(
          button(
            duetCustomId(gameId, 0, 'start-plain'),
            tDuet(language, 'control.startWithoutThreads'),
            ButtonStyle.Primary,
          ),
        ),
      ],
      flags: MessageFlags.Ephemeral,
    });
    return;
  }
  const game = duetGames.asGame(outcome.game);
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  const session = game.state;
  if (interaction.message.id === session.rosterMessageId) {
    await interaction.update({
      components: renderRoster(gameId, session).components,
      allowedMentions: { parse: [] },
    });
  } else {
    await interaction.deferUpdate();
  }
  context.log.info({ gameId, team: teamGame }, 'game started from lobby');
  await runtime.tables.followUp(interaction, game);
  await runtime.started(game);
  if (teamGame && threadsWanted) await openSideThreads(runtime, game);
}

/** A press on the roster; `side` is the side a join asks for. */
export async function onRosterButton(
  interaction: ButtonInteraction,
  id: CustomId,
  runtime: DuetRuntime,
  side: Side | null = null,
) {
  const game = await runtime.load(id.gameId);
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  // Start without threads is offered in a private answer; everything else sits on the roster.
  const origin = id.action === 'start-plain' ? fromItsChannel : fromItsRoster;
  if (!origin(interaction, game.state)) return replyPlatform(interaction, 'error.notThisTable');
  switch (id.action) {
    case 'join':
    case 'leave':
      return changeMembership(interaction, runtime, id, side);
    case 'start':
      return start(
        interaction,
        runtime,
        id.gameId,
        await wantsThreads(runtime.context.documents, interaction.guildId),
      );
    case 'start-plain':
      return start(interaction, runtime, id.gameId, false);
  }
}
