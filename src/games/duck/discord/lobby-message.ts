import { type APIMessageTopLevelComponent, ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import { button, buttonRow } from '../../../platform/discord/buttons.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { DuckDocument } from '../document.js';
import { tDuck } from '../i18n/index.js';
import { duckSetups } from '../setups.js';
import type { TableSeat } from '../table.js';
import { setupName } from './board-text.js';
import { duckCustomId } from './custom-ids.js';

export const RANDOM_BOARD = 'random';

function racerName(language: Language, seat: TableSeat): string {
  return seat.kind === 'player' ? `<@${seat.userId}>` : tDuck(language, 'lobby.computer');
}

function boardSelect(gameId: string, document: DuckDocument) {
  const { language, setupId } = document;
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: duckCustomId(gameId, 0, 'board'),
        placeholder: tDuck(language, 'lobby.boardPlaceholder'),
        options: [
          { label: tDuck(language, 'lobby.randomOption'), value: RANDOM_BOARD, default: setupId === null },
          ...duckSetups.map((setup) => ({
            label: setup.names[language],
            description: setup.descriptions[language].slice(0, 100),
            value: setup.id,
            default: setup.id === setupId,
          })),
        ],
      },
    ],
  };
}

/** The lobby: the racers, the board, the buttons to join and start; once started, the racers as they race. */
export function renderLobby(gameId: string, document: DuckDocument) {
  const { language, seats } = document;
  const lines = [
    tDuck(language, 'lobby.title'),
    tDuck(language, 'lobby.racers', {
      racers:
        seats.length > 0
          ? seats.map((seat) => racerName(language, seat)).join(' · ')
          : tDuck(language, 'lobby.nobody'),
    }),
    tDuck(language, 'lobby.options', {
      board: document.setupId ? setupName(document.setupId, language) : tDuck(language, 'lobby.randomBoard'),
      rules: tDuck(language, document.advanced ? 'lobby.advanced' : 'lobby.beginner'),
    }),
  ];
  const id = (action: 'join' | 'leave' | 'add-bot' | 'drop-bot' | 'start' | 'rules') =>
    duckCustomId(gameId, 0, action);
  let rows: APIMessageTopLevelComponent[] = [];
  if (document.stage === 'game') lines.push(tDuck(language, 'lobby.started'));
  else if (document.expired) lines.push(tDuck(language, 'lobby.expired'));
  else {
    lines.push(`-# ${tDuck(language, 'lobby.howTo')}`);
    rows = [
      buttonRow(
        button(id('join'), tDuck(language, 'lobby.join'), ButtonStyle.Primary, { emoji: '🦆' }),
        button(id('leave'), tDuck(language, 'lobby.leave'), ButtonStyle.Secondary),
        button(id('add-bot'), tDuck(language, 'lobby.addComputer'), ButtonStyle.Secondary, { emoji: '🤖' }),
        button(id('drop-bot'), tDuck(language, 'lobby.dropComputer'), ButtonStyle.Secondary),
        button(id('start'), tDuck(language, 'lobby.start'), ButtonStyle.Success, { emoji: '▶️' }),
      ),
      buttonRow(
        button(
          id('rules'),
          tDuck(language, document.advanced ? 'lobby.beginnerOn' : 'lobby.advancedOn'),
          ButtonStyle.Secondary,
          { emoji: document.advanced ? '🐣' : '🐕' },
        ),
      ),
      boardSelect(gameId, document) as APIMessageTopLevelComponent,
    ];
  }
  return {
    components: [
      {
        type: ComponentType.Container,
        accent_color: 0xf2c230,
        components: [{ type: ComponentType.TextDisplay, content: lines.join('\n') }, ...rows],
      },
    ] as APIMessageTopLevelComponent[],
    flags: MessageFlags.IsComponentsV2 as const,
  };
}
