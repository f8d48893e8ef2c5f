import { type ChatInputCommandInteraction, escapeMarkdown, MessageFlags } from 'discord.js';
import { z } from 'zod';
import type { BotServices } from '../../../platform/discord/bot-services.js';
import {
  type CommandPath,
  commandIdLookup,
  commandTexts,
} from '../../../platform/discord/command-mentions.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { tPlatform } from '../../../platform/i18n/index.js';
import { type Language, languageOfLocale, languages } from '../../../platform/i18n/languages.js';
import { textsOf } from '../../../platform/i18n/localizations.js';
import { serverCatalogs, tServer } from '../../../platform/server/i18n/index.js';
import { isModerator } from '../../../platform/server/moderators.js';
import { clueJudge } from '../../shared/clue/judge/clue-judge-service.js';
import { tableDefaults } from '../../shared/discord/table-defaults.js';
import { type PackMessageKey, packCatalogs, tPacks } from './i18n/index.js';
import { entryOf, MAX_TYPED_ENTRIES_LENGTH, parsePackEntries, splitEntries } from './pack-entries.js';
import { type PackFile, packFileName, packFileText, readPackFile } from './pack-file.js';
import { MAX_PACK_NAME_LENGTH, packNameOf } from './pack-name.js';
import { packEntriesRefusal, unknownPackRefusal } from './pack-refusal.js';
import { loadPack, packNames, removePack, type SaveOutcome, savePack } from './pack-store.js';
import { MAX_PACKS_PER_SERVER, type WordPack } from './word-pack.js';

const option = (key: PackMessageKey) => packCatalogs.en[key];

/** A pack file is a few kilobytes; 2,000 long words with readings stay well below this. */
const MAX_PACK_FILE_BYTES = 256 * 1024;
const FETCH_TIMEOUT_MS = 2000;
/** What `show` lists of a pack before pointing to the export: a message holds 2,000 characters. */
const SHOWN_CHARACTERS = 1500;

type Variables = Record<string, string | number>;

const readerOf = (interaction: ChatInputCommandInteraction): Language => languageOfLocale(interaction.locale);

const packsCommand = (subcommand: PackMessageKey): CommandPath => [
  textsOf(serverCatalogs, 'command.name.rendezvous'),
  textsOf(packCatalogs, 'command.name.words'),
  textsOf(packCatalogs, subcommand),
];

/** The pack commands texts point to, as placeholders. */
const commandPaths = {
  add: packsCommand('command.name.add'),
  import: packsCommand('command.name.import'),
  export: packsCommand('command.name.export'),
};

/** A text in the reader's language, the pack commands it points to mentioned. */
const say = (interaction: ChatInputCommandInteraction, key: PackMessageKey, variables?: Variables) => {
  const language = readerOf(interaction);
  const commands = commandTexts(
    commandPaths,
    language,
    commandIdLookup(interaction.client, interaction.guildId),
  );
  return tPacks(language, key, { ...commands, ...variables });
};

const languageName = (reader: Language, language: Language) => tServer(reader, `language.${language}`);

/** Interactions an import deferred privately: their answer fills in the deferral. */
const deferredPrivately = new WeakSet<ChatInputCommandInteraction>();

/** Pairs of forms of one word named in a refusal; the rest follow once those are fixed. */
const MAX_PAIRS_SHOWN = 8;

/** Answers privately, also after an import deferred. */
async function answer(interaction: ChatInputCommandInteraction, content: string): Promise<void> {
  if (deferredPrivately.has(interaction))
    await interaction.editReply({ content, allowedMentions: { parse: [] } });
  else await replyEphemeral(interaction, content);
}

/** The server a pack command acts on, once the member may change its packs; null after a refusal. */
async function managedServer(interaction: ChatInputCommandInteraction): Promise<string | null> {
  if (interaction.guildId && isModerator(interaction.memberPermissions)) return interaction.guildId;
  await answer(interaction, say(interaction, 'packs.notModerator'));
  return null;
}

async function refuseName(interaction: ChatInputCommandInteraction, typed: string) {
  await answer(
    interaction,
    say(interaction, 'packs.badName', { name: escapeMarkdown(typed), max: MAX_PACK_NAME_LENGTH }),
  );
}

/** Checks the entries and saves the pack; every refusal answered, nothing stored on one. */
async function saveChecked(
  interaction: ChatInputCommandInteraction,
  context: BotServices,
  guildId: string,
  draft: { name: string; language: Language; entries: readonly string[] },
  replace: boolean,
): Promise<void> {
  const checked = parsePackEntries(draft.entries);
  if (!checked.ok) return answer(interaction, packEntriesRefusal(readerOf(interaction), checked));
  // The dictionaries may take a moment (the first time a language is read): answer privately first.
  if (!deferredPrivately.has(interaction)) {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    deferredPrivately.add(interaction);
  }
  const related = await clueJudge().related({ language: draft.language, words: checked.words });
  if (related.length > 0) {
    const pairs = related
      .slice(0, MAX_PAIRS_SHOWN)
      .map(([one, other]) => `${one} / ${other}`)
      .join(', ');
    return answer(interaction, say(interaction, 'packs.relatedWords', { pairs }));
  }
  const pack: WordPack = {
    name: draft.name,
    language: draft.language,
    entries: checked.words.map(entryOf),
    savedBy: interaction.user.id,
    savedAt: context.now(),
  };
  const outcome = await savePack(context.documents, guildId, pack, replace);
  if (outcome === 'added' || outcome === 'replaced')
    context.log.info({ guildId, pack: pack.name, words: pack.entries.length, outcome }, 'word pack saved');
  await answer(interaction, savedText(interaction, outcome, pack));
}

function savedText(interaction: ChatInputCommandInteraction, outcome: SaveOutcome, pack: WordPack): string {
  const about = {
    name: pack.name,
    count: pack.entries.length,
    language: languageName(readerOf(interaction), pack.language),
  };
  switch (outcome) {
    case 'added':
      return say(interaction, 'packs.saved', about);
    case 'replaced':
      return say(interaction, 'packs.replaced', about);
    case 'exists':
      return say(interaction, 'packs.exists', { name: pack.name });
    case 'full':
      return say(interaction, 'packs.full', { max: MAX_PACKS_PER_SERVER });
  }
}

const addOptionsSchema = z.object({
  name: z.string(),
  entries: z.string().max(MAX_TYPED_ENTRIES_LENGTH),
  language: z.enum(languages).nullable(),
});

/** `/rendezvous words add`: a new pack from typed words, its clues in the language chosen or the server's. */
export async function addPack(interaction: ChatInputCommandInteraction, context: BotServices) {
  const guildId = await managedServer(interaction);
  if (!guildId) return;
  const parsed = addOptionsSchema.safeParse({
    name: interaction.options.getString(option('command.name.name')),
    entries: interaction.options.getString(option('command.name.entries')),
    language: interaction.options.getString(option('command.name.language')),
  });
  if (!parsed.success) return answer(interaction, tPlatform(readerOf(interaction), 'error.malformedInput'));
  const name = packNameOf(parsed.data.name);
  if (!name) return refuseName(interaction, parsed.data.name);
  const language = parsed.data.language ?? (await tableDefaults(interaction, context)).language;
  const entries = splitEntries(parsed.data.entries);
  await saveChecked(interaction, context, guildId, { name, language, entries }, false);
}

/** A pack the command names, loaded; null after telling which packs the server has. */
async function namedPack(
  interaction: ChatInputCommandInteraction,
  context: BotServices,
): Promise<WordPack | null> {
  const typed = interaction.options.getString(option('command.name.name'), true);
  const name = packNameOf(typed);
  const pack =
    name && interaction.guildId ? await loadPack(context.documents, interaction.guildId, name) : null;
  if (pack) return pack;
  const known = interaction.guildId ? await packNames(context.documents, interaction.guildId) : [];
  await answer(interaction, unknownPackRefusal(readerOf(interaction), typed, known));
  return null;
}

/** `/rendezvous words list`: every pack's name, size and language; for everyone. */
export async function listPacks(interaction: ChatInputCommandInteraction, context: BotServices) {
  const guildId = interaction.guildId;
  const names = guildId ? await packNames(context.documents, guildId) : [];
  if (!guildId || names.length === 0) return answer(interaction, say(interaction, 'packs.none'));
  const reader = readerOf(interaction);
  const packs = await Promise.all(names.map((name) => loadPack(context.documents, guildId, name)));
  const lines = names.map((name, index) => {
    const pack = packs[index];
    return pack
      ? say(interaction, 'packs.listLine', {
          name,
          count: pack.entries.length,
          language: languageName(reader, pack.language),
        })
      : say(interaction, 'packs.listMissing', { name });
  });
  const title = say(interaction, 'packs.listTitle', { count: names.length, max: MAX_PACKS_PER_SERVER });
  await answer(interaction, [title, ...lines.map((line) => `- ${line}`)].join('\n'));
}

/** The first entries that fit a message, and how many did not. */
function shownEntries(entries: readonly string[]): { shown: string; more: number } {
  let length = 0;
  const shown: string[] = [];
  for (const entry of entries) {
    length += entry.length + 2;
    if (length > SHOWN_CHARACTERS) break;
    shown.push(escapeMarkdown(entry));
  }
  return { shown: shown.join(', '), more: entries.length - shown.length };
}

/** `/rendezvous words show`: a pack's words, as many as a message holds; for everyone. */
export async function showPack(interaction: ChatInputCommandInteraction, context: BotServices) {
  const pack = await namedPack(interaction, context);
  if (!pack) return;
  const { shown, more } = shownEntries(pack.entries);
  const lines = [
    say(interaction, 'packs.shown', {
      name: pack.name,
      count: pack.entries.length,
      language: languageName(readerOf(interaction), pack.language),
      by: pack.savedBy,
    }),
    shown,
  ];
  if (more > 0) lines.push(say(interaction, 'packs.shownMore', { count: more }));
  await answer(interaction, lines.join('\n'));
}

/** `/rendezvous words remove`: for moderators. */
export async function removePackCommand(interaction: ChatInputCommandInteraction, context: BotServices) {
  const guildId = await managedServer(interaction);
  if (!guildId) return;
  const pack = await namedPack(interaction, context);
  if (!pack) return;
  const removed = await removePack(context.documents, guildId, pack.name);
  if (removed) context.log.info({ guildId, pack: pack.name }, 'word pack removed');
  await answer(
    interaction,
    removed
      ? say(interaction, 'packs.removed', { name: pack.name })
      : say(interaction, 'packs.unknown', { name: pack.name }),
  );
}

/** `/rendezvous words export`: the pack as a JSON file, privately; for everyone. */
export async function exportPack(interaction: ChatInputCommandInteraction, context: BotServices) {
  const pack = await namedPack(interaction, context);
  if (!pack) return;
  await interaction.reply({
    content: say(interaction, 'packs.exported', { name: pack.name, count: pack.entries.length }),
    files: [{ attachment: Buffer.from(packFileText(pack)), name: packFileName(pack) }],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}

/** The attachment's text, or null when it could not be fetched. */
async function fetchText(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/**
 * `/rendezvous words import`: a pack from a file (an export, or words as typed), added or
 * replacing the pack of that name; for moderators. Deferred first: the file is fetched.
 */
export async function importPack(interaction: ChatInputCommandInteraction, context: BotServices) {
  const guildId = await managedServer(interaction);
  if (!guildId) return;
  const file = interaction.options.getAttachment(option('command.name.file'), true);
  if (file.size > MAX_PACK_FILE_BYTES) {
    return answer(
      interaction,
      say(interaction, 'packs.fileTooLarge', {
        size: Math.ceil(file.size / 1024),
        max: MAX_PACK_FILE_BYTES / 1024,
      }),
    );
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  deferredPrivately.add(interaction);
  const text = await fetchText(file.url);
  const read: PackFile | null = text === null ? null : readPackFile(text);
  if (!read) return answer(interaction, say(interaction, 'packs.fileUnreadable'));
  const typedName = interaction.options.getString(option('command.name.name')) ?? read.name;
  if (typedName === null) return answer(interaction, say(interaction, 'packs.fileNeedsName'));
  const name = packNameOf(typedName);
  if (!name) return refuseName(interaction, typedName);
  const language = read.language ?? (await tableDefaults(interaction, context)).language;
  await saveChecked(interaction, context, guildId, { name, language, entries: read.entries }, true);
}
