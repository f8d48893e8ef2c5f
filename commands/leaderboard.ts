import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { games } from '../src/games/registry.js';
import type { CommandModule } from '../src/platform/discord/bot-context.js';
import { baseLanguage, languages } from '../src/platform/i18n/languages.js';
import { commandNaming, localizationsOf, type Texts } from '../src/platform/i18n/localizations.js';
import { ALL_GAMES } from '../src/platform/stats/boards.js';
import { answerLeaderboard } from '../src/platform/stats/discord/leaderboard-answer.js';
import { statsCatalogs } from '../src/platform/stats/i18n/index.js';
import { periodChoices } from '../src/platform/stats/standings.js';

const { text, named } = commandNaming(statsCatalogs);

const choice = (names: Texts, value: string) => ({
  name: names[baseLanguage],
  name_localizations: localizationsOf(names),
  value,
});

const gameNames = (game: (typeof games)[number]) =>
  Object.fromEntries(languages.map((language) => [language, game.name(language)])) as Texts;

/** `/leaderboard [game] [period]`: the server's best players, in public. */
export const leaderboardCommand: CommandModule = {
  data: named(new SlashCommandBuilder(), 'command.name.leaderboard', 'command.leaderboard.description')
    .setContexts(InteractionContextType.Guild)
    .addStringOption((option) =>
      named(option, 'command.name.game', 'command.option.game').addChoices(
        choice(text('game.all'), ALL_GAMES),
        ...games.map((game) => choice(gameNames(game), game.id)),
      ),
    )
    .addStringOption((option) =>
      named(option, 'command.name.period', 'command.option.period').addChoices(
        ...periodChoices.map((period) => choice(text(`period.${period}`), period)),
      ),
    ),
  execute: answerLeaderboard,
};
