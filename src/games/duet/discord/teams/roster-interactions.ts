import { type ButtonInteraction, ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../../platform/discord/custom-id.js';
import { languageOfLocale } from '../../../../platform/i18n/translator.js';
import { isGameOver, otherSide, type Side } from '../../engine/index.js';
import { type DuetMessageKey, tDuet } from '../../i18n/index.js';
import { type DuetDocument, type DuetSession, sideOf } from '../../session.js';
import { answerPrivately } from '../answers.js';
import { boardFor, editBoard } from '../board-publisher.js';
import { duetCustomId } from '../custom-ids.js';
import { newSession, updateDocument } from '../game-service.js';
import { wordPoolFor } from '../word-pool.js';
import { renderRoster } from './roster-message.js';
import {
  addToThread,
  isTeamGame,
  openSideThreads,
  privateThreadSupport,
  removeFromThread,
} from './team-threads.js';

const sideSchema = z.enum(['A', 'B']);

type Refusal = { key: DuetMessageKey; variables?: Record<string, string> };

function withoutUser(players: DuetDocument['players'], userId: string): DuetDocument['players'] {
  return { A: players.A.filter((id) => id !== userId), B: players.B.filter((id) => id !== userId) };
}

/** Joining: a lobby lets anyone pick or switch sides; a running game only takes newcomers (late join). */
function join(
  document: DuetDocument,
  userId: string,
  side: Side,
): { document: DuetDocument | null; result: Refusal | null } {
  const current = sideOf(document, userId);
  if (current === side)
    return { document: null, result: { key: 'lobby.alreadyOnSide', variables: { side } } };
  const players = withoutUser(document.players, userId);
  players[side] = [...players[side], userId];
  if (document.stage === 'lobby') {
    return document.expired
      ? { document: null, result: { key: 'lobby.expired' } }
      : { document: { ...document, players }, result: null };
  }
  if (isGameOver(document.engine)) return { document: null, result: { key: 'lobby.alreadyStarted' } };
  if (!document.teamOptions.lateJoin) return { document: null, result: { key: 'lobby.lateJoinClosed' } };
  if (current || document.formerMembers[otherSide(side)].includes(userId)) {
    return { document: null, result: { key: 'lobby.cannotSwitch', variables: { side: otherSide(side) } } };
  }
  const formerMembers = { ...document.formerMembers, [side]: [...document.formerMembers[side], userId] };
  return { document: { ...document, players, formerMembers }, result: null };
}

function leave(
  document: DuetDocument,
  userId: string,
): { document: DuetDocument | null; result: Refusal | null } {
  if (!sideOf(document, userId)) return { document: null, result: { key: 'lobby.notOnASide' } };
  return { document: { ...document, players: withoutUser(document.players, userId) }, result: null };
}

/** Keeps the side threads' membership in step with the sides, and the board's names and pause. */
async function followMembership(
  context: BotContext,
  gameId: string,
  before: DuetDocument,
  after: DuetSession,
  userId: string,
) {
  const wasOn = sideOf(before, userId);
  const isOn = sideOf(after, userId);
  const wasThread = wasOn ? after.threads[wasOn] : null;
  const isThread = isOn ? after.threads[isOn] : null;
  if (wasThread && wasThread !== isThread)
    await removeFromThread(context, wasThread, userId).catch(() => undefined);
  if (isThread && wasThread !== isThread) await addToThread(context, isThread, userId).catch(() => undefined);
  await editBoard(context, { gameId, session: after, storeVersion: 0 });
}

async function changeMembership(
  interaction: ButtonInteraction,
  context: BotContext,
  id: CustomId,
  action: 'join' | 'leave',
) {
  const side = action === 'join' ? sideSchema.safeParse(id.arg) : null;
  if (side && !side.success) return answerPrivately(interaction, 'error.gameMissing');
  let before: DuetDocument | null = null;
  const outcome = await updateDocument<Refusal | null>(context, id.gameId, (document) => {
    before = document;
    return side?.success
      ? join(document, interaction.user.id, side.data)
      : leave(document, interaction.user.id);
  });
  if (outcome.kind === 'missing') return answerPrivately(interaction, 'error.gameMissing');
  if (outcome.kind === 'refused') {
    const refusal = outcome.result ?? { key: 'error.gameMissing' as const };
    return answerPrivately(interaction, refusal.key, refusal.variables);
  }
  const { document } = outcome.loaded;
  await interaction.update({
    components: renderRoster(id.gameId, document).components,
    allowedMentions: { parse: [] },
  });
  if (document.stage === 'game' && before)
    await followMembership(context, id.gameId, before, document, interaction.user.id);
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
  let refusal: Refusal | null = null;
  let teamGame = false;
  const outcome = await updateDocument<Refusal | null>(context, gameId, (document) => {
    if (document.stage !== 'lobby')
      return { document: null, result: { key: 'lobby.alreadyStarted' } as Refusal };
    if (document.openedBy !== interaction.user.id) {
      return {
        document: null,
        result: { key: 'lobby.onlyOpener', variables: { player: `<@${document.openedBy}>` } },
      };
    }
    if (document.players.A.length === 0 || document.players.B.length === 0) {
      return { document: null, result: { key: 'lobby.needBothSides' } as Refusal };
    }
    teamGame = isTeamGame(document.players);
    if (teamGame && threadsWanted && !support.ok) return { document: null, result: null };
    const { stage: _, createdAt: __, expired: ___, ...setup } = document;
    return { document: newSession(gameId, setup, wordPoolFor(setup), context.now()), result: null };
  });
  if (outcome.kind === 'missing') return answerPrivately(interaction, 'error.gameMissing');
  if (outcome.kind === 'refused') {
    refusal = outcome.result;
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
  const session = outcome.loaded.document as DuetSession;
  const game = { gameId, session, storeVersion: outcome.loaded.storeVersion };
  if (interaction.message.id === session.rosterMessageId) {
    await interaction.update({
      components: renderRoster(gameId, session).components,
      allowedMentions: { parse: [] },
    });
  } else {
    await interaction.deferUpdate();
  }
  context.log.info({ gameId, team: teamGame }, 'game started from lobby');
  const posted = await interaction.followUp(await boardFor(context, game));
  const recorded = await updateDocument(context, gameId, (document) => ({
    document: { ...document, boardMessageId: posted.id },
    result: null,
  }));
  if (teamGame && threadsWanted && recorded.kind === 'written' && recorded.loaded.document.stage === 'game') {
    await openSideThreads(context, {
      gameId,
      session: recorded.loaded.document,
      storeVersion: recorded.loaded.storeVersion,
    });
  }
}

export async function onRosterButton(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  switch (id.action) {
    case 'join':
    case 'leave':
      return changeMembership(interaction, context, id, id.action);
    case 'start':
      return start(interaction, context, id.gameId, true);
    case 'start-plain':
      return start(interaction, context, id.gameId, false);
  }
}
