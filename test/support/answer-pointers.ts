import type { LocalDiscord } from '../../dev/local-discord/index.js';
import { tPlatform } from '../../src/platform/i18n/index.js';
import { languages } from '../../src/platform/i18n/languages.js';

/**
 * Tells the local Discord's driver the bot's private "done: my answer is in the channel" (every
 * language), so an awaited answer deferred privately is the public message that follows it.
 */
export function knowAnswerPointers(local: LocalDiscord): void {
  for (const language of languages)
    local.driver.pointerTexts.add(tPlatform(language, 'answer.postedInChannel'));
}
