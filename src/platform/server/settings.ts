import { z } from 'zod';
import { languages } from '../i18n/languages.js';
import type { DocumentStore } from '../store/document-store.js';
import { typedDocuments } from '../store/typed-documents.js';

const snowflake = z.string().regex(/^\d{1,25}$/);

export const MIN_REMINDER_MINUTES = 1;
export const MAX_REMINDER_MINUTES = 24 * 60;

/** How a server runs the bot, set by its managers; every field has the default a new server gets. */
export const serverSettingsSchema = z.object({
  /** Boards' language when a command names none; null: the server's locale (or the opener's). */
  language: z.enum(languages).nullable().default(null),
  /** The only channels where games may be opened; empty: every channel. */
  gameChannels: z.array(snowflake).max(50).default([]),
  /** Teams get private threads where a game uses them. */
  threads: z.boolean().default(true),
  /** A short message names whoever a game waits on after a while. */
  reminders: z.boolean().default(true),
  reminderMinutes: z.number().int().min(MIN_REMINDER_MINUTES).max(MAX_REMINDER_MINUTES).default(10),
  /** Team guesses need a second teammate's confirmation unless a game says otherwise. */
  consensus: z.boolean().default(false),
  /** Each game's own defaults (its options' values), by game id: the game reads and checks them. */
  gameDefaults: z
    .record(
      z.string().max(20),
      z.record(z.string().max(30), z.union([z.string().max(40), z.number(), z.boolean()])),
    )
    .default({}),
});
export type ServerSettings = z.infer<typeof serverSettingsSchema>;

export const defaultSettings: ServerSettings = serverSettingsSchema.parse({});

const settingsDocuments = typedDocuments('server-settings', serverSettingsSchema);
const SETTINGS_ID = 'settings';

export async function loadSettings(documents: DocumentStore, guildId: string): Promise<ServerSettings> {
  return (await settingsDocuments.load(documents, guildId, SETTINGS_ID)) ?? defaultSettings;
}

/** Applies a change to the server's settings (created with the defaults first), atomically. */
export async function changeSettings(
  documents: DocumentStore,
  guildId: string,
  change: (settings: ServerSettings) => ServerSettings,
): Promise<ServerSettings> {
  await settingsDocuments.create(documents, guildId, SETTINGS_ID, defaultSettings);
  return (await settingsDocuments.update(documents, guildId, SETTINGS_ID, change)) ?? defaultSettings;
}

/** Whether a game may be opened in this channel (or a thread of it). */
export const allowsGamesIn = (settings: ServerSettings, channelId: string) =>
  settings.gameChannels.length === 0 || settings.gameChannels.includes(channelId);

/** Whether a team game opened now gets private threads (outside a server: yes, as before settings). */
export async function wantsThreads(documents: DocumentStore, guildId: string | null): Promise<boolean> {
  return guildId === null || (await loadSettings(documents, guildId)).threads;
}
