import {
  type APIButtonComponentWithCustomId,
  type APIMessageTopLevelComponent,
  ButtonStyle,
  ComponentType,
  MessageFlags,
} from 'discord.js';
import { button, buttonRow } from '../../../../platform/discord/buttons.js';
import type { DuetDocument } from '../../document.js';
import { isGameOver, sides } from '../../engine/index.js';
import { type DuetMessageKey, tDuet } from '../../i18n/index.js';
import { duetCustomId } from '../custom-ids.js';
import { mentionAll, sideEmoji } from '../render-context.js';

interface RosterMessage {
  components: APIMessageTopLevelComponent[];
  flags: MessageFlags.IsComponentsV2;
  allowedMentions: { parse: [] };
}

type RosterState = 'lobby' | 'running' | 'over' | 'expired';

function rosterState(document: DuetDocument): RosterState {
  if (document.stage === 'lobby') return document.expired ? 'expired' : 'lobby';
  if (document.engine.phase.kind === 'expired') return 'expired';
  return isGameOver(document.engine) ? 'over' : 'running';
}

function optionsOf(document: DuetDocument) {
  return document.stage === 'lobby' ? document.options : document.engine.options;
}

function summary(document: DuetDocument, state: RosterState): string {
  const t = (key: DuetMessageKey, variables?: Record<string, string | number>) =>
    tDuet(document.language, key, variables);
  const options = optionsOf(document);
  const onOff = (value: boolean) => t(value ? 'lobby.on' : 'lobby.off');
  const number = document.number === null ? '' : `${t('lobby.number', { number: document.number })} · `;
  const lines = [
    `## ${t('lobby.title')}`,
    `-# ${number}${t('lobby.openedBy', { player: `<@${document.openedBy}>` })}`,
    t('lobby.options', {
      tokens: options.timerTokens,
      language: t(`language.${document.language}`),
      turnOrder: t(`command.start.turnOrder.${options.turnOrder}`),
      customWords: document.customWords ? t('lobby.customWords', { count: document.customWords.length }) : '',
      names: options.multiWordNames ? t('lobby.names') : '',
    }),
    t('lobby.teamOptions', {
      lateJoin: onOff(document.teamOptions.lateJoin),
      consensus: onOff(document.teamOptions.consensus),
    }),
    '',
    ...sides.map((side) =>
      t('lobby.side', {
        side: sideEmoji[side],
        letter: side,
        count: document.players[side].length,
        members: document.players[side].length > 0 ? mentionAll(document.players[side]) : t('lobby.nobody'),
      }),
    ),
    '',
  ];
  const footer: Record<RosterState, string> = {
    lobby: t('lobby.howTo', { player: `<@${document.openedBy}>` }),
    running: `${t('lobby.running')}${document.teamOptions.lateJoin ? ` ${t('lobby.lateJoinOpen')}` : ''}`,
    over: t('lobby.over'),
    expired: t('lobby.expired'),
  };
  lines.push(footer[state]);
  return lines.join('\n');
}

function buttons(
  gameId: string,
  document: DuetDocument,
  state: RosterState,
): APIButtonComponentWithCustomId[] {
  const t = (key: DuetMessageKey) => tDuet(document.language, key);
  const id = (action: 'join' | 'leave' | 'start', arg?: string) => duetCustomId(gameId, 0, action, arg);
  const join = [
    button(id('join', 'A'), t('control.joinA'), ButtonStyle.Secondary),
    button(id('join', 'B'), t('control.joinB'), ButtonStyle.Secondary),
  ];
  const leave = button(id('leave'), t('control.leave'), ButtonStyle.Secondary);
  if (state === 'lobby')
    return [...join, leave, button(id('start'), t('control.start'), ButtonStyle.Success)];
  if (state === 'running') return document.teamOptions.lateJoin ? [...join, leave] : [leave];
  return [];
}

/** The lobby, and later the team roster: who plays which side, and the buttons to join or leave. */
export function renderRoster(gameId: string, document: DuetDocument): RosterMessage {
  const state = rosterState(document);
  const row = buttons(gameId, document, state);
  const rows = row.length > 0 ? [buttonRow(...row)] : [];
  return {
    components: [
      {
        type: ComponentType.Container,
        accent_color: 0x5865f2,
        components: [{ type: ComponentType.TextDisplay, content: summary(document, state) }, ...rows],
      },
    ],
    flags: MessageFlags.IsComponentsV2,
    allowedMentions: { parse: [] },
  };
}
