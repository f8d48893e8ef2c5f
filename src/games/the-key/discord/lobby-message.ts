import { type APIMessageTopLevelComponent, ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import { button, buttonRow } from '../../../platform/discord/buttons.js';
import { select } from '../../../platform/discord/selects.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { keyCharacters } from '../characters.js';
import type { KeyDocument } from '../document.js';
import { tKey } from '../i18n/index.js';
import { keyMissions, type Mission } from '../missions.js';
import { characterName } from '../render/character-disc.js';
import { type KeyLabelKey, tKeyLabel } from '../render/labels/index.js';
import { keyCustomId } from './custom-ids.js';
import { seatLabel } from './words.js';

const ACCENT = 0x2e86de;

const difficulty = (mission: Mission) => '★'.repeat(mission.difficulty);

/** Whether the mission counts for the campaign (its first play) or is practice. */
const counts = (document: KeyDocument, missionId: string) =>
  document.stage === 'lobby' && !document.campaignPlayed.includes(missionId);

function missionSelect(gameId: string, document: KeyDocument) {
  const { language } = document;
  const options = keyMissions.map((mission) => ({
    label: `${mission.order}. ${mission.names[language]}`,
    description: tKey(
      language,
      counts(document, mission.id) ? 'lobby.campaignMission' : 'lobby.practiceMission',
      { stars: difficulty(mission) },
    ),
    value: mission.id,
    default: mission.id === document.missionId,
  }));
  return select(keyCustomId(gameId, 0, 'mission'), tKey(language, 'lobby.missionPlaceholder'), options);
}

function characterSelect(gameId: string, language: Language) {
  const options = keyCharacters.map((character) => ({
    label: characterName(language, character.id),
    description: tKeyLabel(language, `specialText.${character.special}` as KeyLabelKey),
    value: character.id,
  }));
  return select(keyCustomId(gameId, 0, 'character'), tKey(language, 'lobby.characterPlaceholder'), options);
}

/** The lobby: the mission, the team and their characters, the buttons to join and start. */
export function renderLobby(gameId: string, document: KeyDocument) {
  const { language, seats } = document;
  const mission = keyMissions.find((known) => known.id === document.missionId);
  const team =
    seats.length > 0
      ? seats.map((_, seat) => seatLabel(document, seat, language)).join(' · ')
      : tKey(language, 'lobby.nobody');
  const lines = [
    tKey(language, 'lobby.title'),
    tKey(language, 'lobby.mission', {
      order: mission?.order ?? 0,
      name: mission?.names[language] ?? '',
      stars: mission ? difficulty(mission) : '',
    }),
    ...(document.stage === 'lobby'
      ? [tKey(language, counts(document, document.missionId) ? 'lobby.counts' : 'lobby.practice')]
      : []),
    tKey(language, 'lobby.team', { team }),
  ];
  const id = (action: 'join' | 'leave' | 'start') => keyCustomId(gameId, 0, action);
  let rows: APIMessageTopLevelComponent[] = [];
  if (document.stage === 'game') lines.push(tKey(language, 'lobby.started'));
  else if (document.expired) lines.push(tKey(language, 'lobby.expired'));
  else {
    lines.push(`-# ${tKey(language, 'lobby.howTo')}`);
    rows = [
      buttonRow(
        button(id('join'), tKey(language, 'lobby.join'), ButtonStyle.Primary, { emoji: '🕵️' }),
        button(id('leave'), tKey(language, 'lobby.leave'), ButtonStyle.Secondary),
        button(id('start'), tKey(language, 'lobby.start'), ButtonStyle.Success, { emoji: '▶️' }),
      ),
      missionSelect(gameId, document),
      characterSelect(gameId, language),
    ];
  }
  return {
    components: [
      {
        type: ComponentType.Container,
        accent_color: ACCENT,
        components: [{ type: ComponentType.TextDisplay, content: lines.join('\n') }, ...rows],
      },
    ] as APIMessageTopLevelComponent[],
    flags: MessageFlags.IsComponentsV2 as const,
  };
}
