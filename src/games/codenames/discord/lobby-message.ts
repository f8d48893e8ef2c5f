import { type APIMessageTopLevelComponent, ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import { button, buttonRow } from '../../../platform/discord/buttons.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { CodenamesDocument } from '../document.js';
import { isGameOver, type Team } from '../engine/index.js';
import { tCodenames } from '../i18n/index.js';
import { type Roster, variantOf } from '../table.js';
import { teamEmoji } from './board-text.js';
import { codenamesCustomId } from './custom-ids.js';

const mention = (userId: string) => `<@${userId}>`;

function membersLine(language: Language, roster: Roster, team: Team): string {
  const { spymaster, operatives } = roster[team];
  const members = [
    ...(spymaster ? [tCodenames(language, 'lobby.spymaster', { member: mention(spymaster) })] : []),
    ...operatives.map(mention),
  ];
  return tCodenames(language, 'lobby.team', {
    emoji: teamEmoji[team],
    team: tCodenames(language, team === 'red' ? 'team.red' : 'team.blue'),
    members: members.length > 0 ? members.join(' · ') : tCodenames(language, 'lobby.nobody'),
  });
}

function optionsLine(document: CodenamesDocument): string {
  const { language, tableOptions } = document;
  const seconds = tableOptions.sandTimerSeconds;
  return tCodenames(language, 'lobby.options', {
    language: tCodenames(language, `language.${language}`),
    timer:
      seconds === null
        ? tCodenames(language, 'lobby.noTimer')
        : tCodenames(language, 'lobby.timerMinutes', { minutes: seconds / 60 }),
    consensus: tCodenames(language, tableOptions.consensus ? 'lobby.on' : 'lobby.off'),
  });
}

/** The lobby message: both teams, the options, and the buttons to sit down and start; once started, the teams as they play. */
export function renderLobby(gameId: string, document: CodenamesDocument) {
  const { language, roster } = document;
  const lines = [
    tCodenames(language, 'lobby.title'),
    membersLine(language, roster, 'red'),
    membersLine(language, roster, 'blue'),
    optionsLine(document),
  ];
  const variant = variantOf(roster);
  let buttons: APIMessageTopLevelComponent[] = [];
  const id = (action: 'join' | 'spymaster' | 'leave' | 'start', arg?: string) =>
    codenamesCustomId(gameId, 0, action, arg);
  const joinButtons = [
    button(id('join', 'red'), tCodenames(language, 'lobby.joinRed'), ButtonStyle.Danger, { emoji: '🔺' }),
    button(id('join', 'blue'), tCodenames(language, 'lobby.joinBlue'), ButtonStyle.Primary, { emoji: '🔷' }),
  ];
  const leaveButton = button(id('leave'), tCodenames(language, 'lobby.leave'), ButtonStyle.Secondary);
  if (document.stage === 'game') {
    lines.push(tCodenames(language, 'lobby.started'));
    if (!isGameOver(document.engine)) {
      lines.push(`-# ${tCodenames(language, 'lobby.lateJoin')}`);
      buttons = [buttonRow(...joinButtons, leaveButton)];
    }
  } else if (document.expired) lines.push(tCodenames(language, 'lobby.expired'));
  else {
    lines.push(`-# ${tCodenames(language, 'lobby.howTo')}`);
    if (variant !== 'no-spymaster' && variant !== 'too-few') {
      lines.push(
        tCodenames(language, 'lobby.ready', { variant: tCodenames(language, `variant.${variant}`) }),
      );
    }
    buttons = [
      buttonRow(
        ...joinButtons,
        button(id('spymaster'), tCodenames(language, 'lobby.becomeSpymaster'), ButtonStyle.Secondary, {
          emoji: '🔑',
        }),
        leaveButton,
        button(id('start'), tCodenames(language, 'lobby.start'), ButtonStyle.Success, { emoji: '▶️' }),
      ),
    ];
  }
  return {
    components: [
      {
        type: ComponentType.Container,
        accent_color: 0x48536a,
        components: [{ type: ComponentType.TextDisplay, content: lines.join('\n') }, ...buttons],
      },
    ] as APIMessageTopLevelComponent[],
    flags: MessageFlags.IsComponentsV2 as const,
  };
}
