import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { drawSeed } from '../../../platform/random/secret-seed.js';
import { displayNameOf, lobbyPresser, startFromLobby } from '../../shared/discord/staged-lobby.js';
import { keyCharacters } from '../characters.js';
import type { KeyDocument } from '../document.js';
import type { KeyMessageKey } from '../i18n/index.js';
import { chooseCharacter, joinTable, leaveTable, type SeatChange, startRefusal } from '../lobby.js';
import { missionById } from '../missions.js';
import { keyGameRules } from '../rules.js';
import { seatIndexOf } from '../table.js';
import { answerPrivately } from './answers.js';
import { renderLobby } from './lobby-message.js';
import { theKey } from './runtime.js';

type Change = { state: KeyDocument | null; result: KeyMessageKey | null };
export type LobbyAction = 'join' | 'leave' | 'start';

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
  // Called, not referenced: this module is loaded while the runtime module still is.
  runtime: (context) => theKey(context),
  render: renderLobby,
  refuse: (interaction, refusal) => answerPrivately(interaction, refusal),
  started: (game, context) =>
    context.log.info(
      { gameId: game.gameId, missionId: game.state.missionId, players: game.state.seats.length },
      'thekey mission started',
    ),
});

/** The lobby's buttons: seats change in place; Start turns the lobby into the mission, whose board follows. */
export function onLobbyButton(
  interaction: ButtonInteraction,
  context: BotContext,
  gameId: string,
  action: LobbyAction,
) {
  const userId = interaction.user.id;
  return press(interaction, context, gameId, (document) => {
    if (action === 'start') return startGame(document, userId, drawSeed(context), context.now());
    if (action === 'join')
      return seatChange(document, () => joinTable(document.seats, userId, displayNameOf(interaction)));
    return seatChange(document, () => leaveTable(document.seats, userId));
  });
}

/** The lobby's mission menu: any player at the table picks the mission. */
export function onMissionSelect(
  interaction: StringSelectMenuInteraction,
  context: BotContext,
  gameId: string,
) {
  const mission = missionById(interaction.values[0] ?? '');
  if (!mission) return replyPlatform(interaction, 'error.malformedInput');
  return press(interaction, context, gameId, (document) => {
    if (!openLobby(document)) return { state: null, result: 'lobby.expired' };
    if (seatIndexOf(document.seats, interaction.user.id) === null)
      return { state: null, result: 'lobby.onlyPlayersChange' };
    return { state: { ...document, missionId: mission.id }, result: null };
  });
}

/** The lobby's character menu: a player takes a character nobody else plays. */
export function onCharacterSelect(
  interaction: StringSelectMenuInteraction,
  context: BotContext,
  gameId: string,
) {
  const character = keyCharacters.find((known) => known.id === interaction.values[0]);
  if (!character) return replyPlatform(interaction, 'error.malformedInput');
  return press(interaction, context, gameId, (document) =>
    seatChange(document, () => chooseCharacter(document.seats, interaction.user.id, character.id)),
  );
}
