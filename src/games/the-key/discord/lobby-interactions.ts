import type { ButtonInteraction, ChatInputCommandInteraction, StringSelectMenuInteraction } from 'discord.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { drawSeed } from '../../../platform/random/secret-seed.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import {
  displayNameOf,
  lobbyPresser,
  openStagedLobby,
  startFromLobby,
} from '../../../platform/table/lobby.js';
import { lobbyEditor } from '../../../platform/table/lobby-editor.js';
import { playerOnBoard } from '../../../platform/table/origin.js';
import { loadKeyCampaign, nextMission, recordMission } from '../campaign.js';
import { keyCharacters } from '../characters.js';
import { isOver, type KeyDocument, keyStaged } from '../document.js';
import type { KeyMessageKey } from '../i18n/index.js';
import {
  campaignLobby,
  chooseCharacter,
  joinTable,
  leaveTable,
  type SeatChange,
  startRefusal,
} from '../lobby.js';
import { missionById } from '../missions.js';
import { type KeyRuntime, keyGameRules } from '../rules.js';
import { playersOf, seatIndexOf, type TableFields } from '../table.js';
import { answerPrivately } from './answers.js';
import { renderLobby } from './lobby-message.js';

type Change = { state: KeyDocument | null; result: KeyMessageKey | null };
type LobbyAction = 'join' | 'leave' | 'start';

const openLobby = (document: KeyDocument) => document.stage === 'lobby' && !document.expired;

function seatChange(document: KeyDocument, change: () => SeatChange): Change {
  if (!openLobby(document)) return { state: null, result: 'lobby.expired' };
  const changed = change();
  return changed.ok
    ? { state: { ...document, seats: changed.seats }, result: null }
    : { state: null, result: changed.refusal };
}

function startGame(document: KeyDocument, userId: string, seed: string, now: number): Change {
  return startFromLobby<KeyDocument, KeyMessageKey>(document, {
    seated: seatIndexOf(document.seats, userId) !== null,
    seatsRefusal: startRefusal(document.seats),
    closed: 'lobby.expired',
    notSeated: 'lobby.onlyPlayersStart',
    setup: () => {
      if (document.stage !== 'lobby') return document;
      const { stage: _, createdAt: __, expired: ___, campaignPlayed: ____, ...setup } = document;
      return keyGameRules.setup(setup, { seed, now });
    },
  });
}

const press = lobbyPresser<KeyDocument, KeyMessageKey>({
  render: renderLobby,
  refuse: (interaction, refusal) => answerPrivately(interaction, refusal),
  started: (game, { context }) =>
    context.log.info(
      { gameId: game.gameId, missionId: game.state.missionId, players: game.state.seats.length },
      'thekey mission started',
    ),
});

/**
 * Opens a lobby for `table` with the mission `missionOf` picks, given the campaign's next one; its
 * id, or null once the opener was told the channel already has a game.
 */
export async function openCampaignLobby(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  runtime: KeyRuntime,
  table: Omit<TableFields, 'rosterMessageId' | 'createdAt' | 'missionId'>,
  missionOf: (next: string | undefined) => string,
): Promise<string | null> {
  const { context } = runtime;
  const campaign = await loadKeyCampaign(context.documents, table.guildId);
  const lobby = campaignLobby(
    campaign,
    { ...table, missionId: missionOf(nextMission(campaign)?.id) },
    context.now(),
  );
  const gameId = context.newGameId();
  if (await openStagedLobby(runtime, interaction, gameId, lobby, renderLobby)) return gameId;
  await answerPrivately(interaction, 'start.channelBusy');
  return null;
}

/**
 * **Next mission** on a finished board: a lobby below with the same team and characters, set to
 * the campaign's next mission (or the same one again as practice once every mission is played).
 */
export async function openNextMission(interaction: ButtonInteraction, runtime: KeyRuntime, gameId: string) {
  const game = await playerOnBoard(keyStaged, runtime, interaction, gameId);
  if (!game) return;
  if (!isOver(game.state)) return answerPrivately(interaction, 'start.channelBusy');
  const { guildId, channelId, language, seats, missionId } = game.state;
  const table = { guildId, channelId, language, openedBy: interaction.user.id, seats };
  await openCampaignLobby(interaction, runtime, table, (next) => next ?? missionId);
}

/** The lobby's buttons: seats change in place; Start turns the lobby into the mission, whose board follows. */
export function onLobbyButton(
  interaction: ButtonInteraction,
  runtime: KeyRuntime,
  gameId: string,
  action: LobbyAction,
) {
  const userId = interaction.user.id;
  const { context } = runtime;
  return press(interaction, runtime, gameId, (document) => {
    if (action === 'start') return startGame(document, userId, drawSeed(context), context.now());
    if (action === 'join')
      return seatChange(document, () => joinTable(document.seats, userId, displayNameOf(interaction)));
    return seatChange(document, () => leaveTable(document.seats, userId));
  });
}

/** The lobby's mission menu: any player at the table picks the mission. */
export function onMissionSelect(
  interaction: StringSelectMenuInteraction,
  runtime: KeyRuntime,
  gameId: string,
) {
  const mission = missionById(interaction.values[0] ?? '');
  if (!mission) return replyPlatform(interaction, 'error.malformedInput');
  return press(interaction, runtime, gameId, (document) => {
    if (!openLobby(document)) return { state: null, result: 'lobby.expired' };
    if (seatIndexOf(document.seats, interaction.user.id) === null)
      return { state: null, result: 'lobby.onlyPlayersChange' };
    return { state: { ...document, missionId: mission.id }, result: null };
  });
}

/** The lobby's character menu: a player takes a character nobody else plays. */
export function onCharacterSelect(
  interaction: StringSelectMenuInteraction,
  runtime: KeyRuntime,
  gameId: string,
) {
  const character = keyCharacters.find((known) => known.id === interaction.values[0]);
  if (!character) return replyPlatform(interaction, 'error.malformedInput');
  return press(interaction, runtime, gameId, (document) =>
    seatChange(document, () => chooseCharacter(document.seats, interaction.user.id, character.id)),
  );
}

const editLobby = lobbyEditor(renderLobby);

/** A mission ended: the campaign log keeps its first ending, and the lobby stops taking players. */
export async function onMissionOver(game: Loaded<KeyDocument>, runtime: KeyRuntime): Promise<void> {
  await editLobby(game, runtime);
  const { state } = game;
  const { context } = runtime;
  const result = keyGameRules.result(state);
  if (state.stage !== 'game' || !result) return;
  await recordMission(context.documents, state.guildId, {
    missionId: state.missionId,
    gameId: game.gameId,
    won: result.winners.length > 0,
    reason: result.reason,
    announced: state.mission.proposal?.answer ?? null,
    players: playersOf(state.seats),
    endedAt: context.now(),
  }).catch((error: unknown) =>
    context.log.warn({ gameId: game.gameId, err: String(error) }, 'thekey campaign not written'),
  );
}
