import { type ButtonInteraction, ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../../platform/discord/custom-id.js';
import { replyPlatform } from '../../../../platform/discord/replies.js';
import { languageOfLocale } from '../../../../platform/i18n/languages.js';
import { drawSeed } from '../../../../platform/random/secret-seed.js';
import { wantsThreads } from '../../../../platform/server/settings.js';
import { isGameOver, otherSide, type Side } from '../../engine/index.js';
import { type DuetMessageKey, tDuet } from '../../i18n/index.js';
import { duetRules } from '../../rules.js';
import { type DuetDocument, type DuetSession, isTeamGame, sideOf } from '../../session.js';
import { answerPrivately } from '../answers.js';
import { duetCustomId } from '../custom-ids.js';
import { asGame, duet } from '../duet-runtime.js';
import { fromItsChannel, fromItsRoster } from '../press-origin.js';
import { renderRoster } from './roster-message.js';
import { addToThread, openSideThreads, privateThreadSupport, removeFromThread } from './team-threads.js';

const sideSchema = z.enum(['A', 'B']);

type Refusal = { key: DuetMessageKey; variables?: Record<string, string> };

function withoutUser(players: DuetDocument['players'], userId: string): DuetDocument['players'] {
  return { A: players.A.filter((id) => id !== userId), B: players.B.filter((id) => id !== userId) };
}

/** Joining: a lobby lets anyone pick or switch sides; a running game only takes newcomers (late join). */
type Change = { state: DuetDocument | null; result: Refusal | null };

function join(document: DuetDocument, userId: string, side: Side): Change {
  const current = sideOf(document, userId);
  if (current === side) return { state: null, result: { key: 'lobby.alreadyOnSide', variables: { side } } };
  const players = withoutUser(document.players, userId);
  players[side] = [...players[side], userId];
  if (document.stage === 'lobby') {
    return document.expired
      ? { state: null, result: { key: 'lobby.expired' } }
      : { state: { ...document, players }, result: null };
  }
  if (isGameOver(document.engine)) return { state: null, result: { key: 'lobby.alreadyStarted' } };
  if (!document.teamOptions.lateJoin) return { state: null, result: { key: 'lobby.lateJoinClosed' } };
  if (current || document.formerMembers[otherSide(side)].includes(userId)) {
    return { state: null, result: { key: 'lobby.cannotSwitch', variables: { side: otherSide(side) } } };
  }
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
  if (!side) return { state: null, result: { key: 'lobby.notOnASide' } };
  if (document.stage === 'game') {
    if (isGameOver(document.engine)) return { state: null, result: { key: 'lobby.gameOver' } };
    if (!isTeamGame(document.players)) return { state: null, result: { key: 'lobby.leaveTwoPlayer' } };
    if (document.players[side].length === 1 && !document.teamOptions.lateJoin) {
      return { state: null, result: { key: 'lobby.lastOnSide', variables: { side } } };
    }
  }
  return { state: { ...document, players: withoutUser(document.players, userId) }, result: null };
}

/** Keeps the side threads' membership in step with the sides, and the board's names and pause. */
async function followMembership(
  context: BotContext,
  before: DuetDocument,
  game: { gameId: string; state: DuetSession; storeVersion: number },
  userId: string,
) {
  const after = game.state;
  const wasOn = sideOf(before, userId);
  const isOn = sideOf(after, userId);
  const wasThread = wasOn ? after.threads[wasOn] : null;
  const isThread = isOn ? after.threads[isOn] : null;
  if (wasThread && wasThread !== isThread)
    await removeFromThread(context, wasThread, userId).catch(() => undefined);
  if (isThread && wasThread !== isThread) await addToThread(context, isThread, userId).catch(() => undefined);
  await duet(context).tables.edit(game);
}

async function changeMembership(
  interaction: ButtonInteraction,
  context: BotContext,
  id: CustomId,
  action: 'join' | 'leave',
) {
  const side = action === 'join' ? sideSchema.safeParse(id.arg) : null;
  if (side && !side.success) return replyPlatform(interaction, 'error.unknownInteraction');
  let before: DuetDocument | null = null;
  const outcome = await duet(context).sessions.update<Refusal | null>(id.gameId, (document) => {
    before = document;
    return side?.success
      ? join(document, interaction.user.id, side.data)
      : leave(document, interaction.user.id);
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
    await followMembership(context, before, { ...outcome.game, state: document }, interaction.user.id);
}

function startWithoutThreadsButton(gameId: string, language: ReturnType<typeof languageOfLocale>) {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        custom_id: duetCustomId(gameId, 0, 'start-plain'),
        label: tDuet(language, 'control.startWithoutThreads'),
        style: ButtonStyle.Primary,
      },
    ],
  } as const;
}

/** Start: the lobby becomes the game in place; the roster stays, the board follows it. */
async function start(
  interaction: ButtonInteraction,
  context: BotContext,
  gameId: string,
  threadsWanted: boolean,
) {
  const language = languageOfLocale(interaction.locale);
  const support = privateThreadSupport(interaction.channel?.type, interaction.appPermissions);
  let teamGame = false;
  const { sessions, tables } = duet(context);
  const outcome = await sessions.update<Refusal | null>(gameId, (document) => {
    if (document.stage !== 'lobby')
      return { state: null, result: { key: 'lobby.alreadyStarted' } as Refusal };
    if (document.openedBy !== interaction.user.id) {
      return {
        state: null,
        result: { key: 'lobby.onlyOpener', variables: { player: `<@${document.openedBy}>` } },
      };
    }
    if (document.players.A.length === 0 || document.players.B.length === 0) {
      return { state: null, result: { key: 'lobby.needBothSides' } as Refusal };
    }
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
      components: [startWithoutThreadsButton(gameId, language)],
      flags: MessageFlags.Ephemeral,
    });
    return;
  }
  const game = asGame(outcome.game);
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
  await tables.followUp(interaction, game);
  if (teamGame && threadsWanted) await openSideThreads(context, game);
}

export async function onRosterButton(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const game = await duet(context).sessions.load(id.gameId);
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  // Start without threads is offered in a private answer; everything else sits on the roster.
  const origin = id.action === 'start-plain' ? fromItsChannel : fromItsRoster;
  if (!origin(interaction, game.state)) return replyPlatform(interaction, 'error.notThisTable');
  switch (id.action) {
    case 'join':
    case 'leave':
      return changeMembership(interaction, context, id, id.action);
    case 'start':
      return start(
        interaction,
        context,
        id.gameId,
        await wantsThreads(context.documents, interaction.guildId),
      );
    case 'start-plain':
      return start(interaction, context, id.gameId, false);
  }
}
