import type {
  APIMessageTopLevelComponent,
  ButtonInteraction,
  ChatInputCommandInteraction,
  MessageFlags,
  StringSelectMenuInteraction,
} from 'discord.js';
import type { GameRuntime } from '../discord/game-module.js';
import { newerThanShown } from '../discord/newest-state.js';
import { replyPlatform } from '../discord/replies.js';
import type { Loaded } from '../session/session-service.js';
import { lobbyEditor } from './lobby-editor.js';
import { fromItsLobby } from './origin.js';

// biome-ignore lint/suspicious/noExplicitAny: any move and set-up: a lobby's changes are not moves
type AnyRuntime<Document> = GameRuntime<Document, any, any>;

type Lobby = { stage: 'lobby' | 'game'; channelId: string; rosterMessageId: string | null };
type LobbyMessage = { components: APIMessageTopLevelComponent[]; flags: MessageFlags.IsComponentsV2 };

/** The name a member shows in this server (their nickname first), for boards and pictures. */
export function displayNameOf(interaction: ButtonInteraction | ChatInputCommandInteraction): string {
  const member = interaction.member;
  const nick = member && 'displayName' in member ? member.displayName : null;
  return nick ?? interaction.user.globalName ?? interaction.user.username;
}

/**
 * Opens a staged game's lobby as the answer to its command and remembers the lobby message;
 * false when the channel already has a game (nothing was created or sent).
 */
export async function openStagedLobby<Document extends Lobby>(
  runtime: AnyRuntime<Document>,
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  gameId: string,
  lobby: Document,
  render: (gameId: string, document: Document) => LobbyMessage,
): Promise<boolean> {
  const created = await runtime.create(gameId, lobby.channelId, lobby);
  if (!created) return false;
  const reply = await interaction.reply({
    ...render(gameId, lobby),
    allowedMentions: { parse: [] },
    withResponse: true,
  });
  const messageId = reply.resource?.message?.id;
  if (messageId)
    await runtime.note(gameId, (document) => ({
      state: { ...document, rosterMessageId: messageId },
      result: null,
    }));
  return true;
}

/**
 * A press on a lobby message (a seat, an option, Start): the change is made atomically, the lobby
 * redrawn in place, a refusal answered privately; a Start that made the game posts its board below.
 */
async function pressLobby<Document extends Lobby, Refusal>(options: {
  runtime: AnyRuntime<Document>;
  interaction: ButtonInteraction | StringSelectMenuInteraction;
  gameId: string;
  change(document: Document): { state: Document | null; result: Refusal | null };
  render(gameId: string, document: Document): LobbyMessage;
  refuse(refusal: Refusal): Promise<void>;
  started?(game: Loaded<Document>): void;
}): Promise<void> {
  const { runtime, interaction, gameId } = options;
  const loaded = await runtime.load(gameId);
  if (!loaded) return replyPlatform(interaction, 'error.gameMissing');
  if (!fromItsLobby(interaction, loaded.state)) return replyPlatform(interaction, 'error.notThisTable');
  const wasLobby = loaded.state.stage === 'lobby';
  const outcome = await runtime.note<Refusal | null>(gameId, options.change);
  if (outcome.kind === 'refused' && outcome.result !== null) return options.refuse(outcome.result);
  if (outcome.kind !== 'written') return replyPlatform(interaction, 'error.gameMissing');
  await interaction.update({
    components: options.render(gameId, outcome.game.state).components,
    allowedMentions: { parse: [] },
  });
  // Another process's newer lobby may have landed first: the lobby is brought to the newest state.
  const newer = await newerThanShown(runtime.context, runtime.load, gameId, outcome.game.storeVersion);
  if (newer) await lobbyEditor(options.render)(newer, runtime);
  if (wasLobby && outcome.game.state.stage === 'game') {
    options.started?.(outcome.game);
    await runtime.tables.followUp(interaction, outcome.game);
    await runtime.started(outcome.game);
  } else if (!wasLobby) {
    // A seat changed under a running game (a latecomer joined): its table names the players too.
    await runtime.tables.edit(outcome.game);
  }
}

type LobbyChange<Document, Refusal> = { state: Document | null; result: Refusal | null };

/**
 * A game's lobby presses, bound once: its runtime, its lobby drawing, how it refuses and what it
 * logs when a game starts. Each press then names only the change it makes.
 */
export function lobbyPresser<Document extends Lobby, Refusal>(game: {
  render(gameId: string, document: Document): LobbyMessage;
  refuse(interaction: ButtonInteraction | StringSelectMenuInteraction, refusal: Refusal): Promise<void>;
  started(game: Loaded<Document>, runtime: AnyRuntime<Document>): void;
}) {
  return (
    interaction: ButtonInteraction | StringSelectMenuInteraction,
    runtime: AnyRuntime<Document>,
    gameId: string,
    change: (document: Document) => LobbyChange<Document, Refusal>,
  ) =>
    pressLobby<Document, Refusal>({
      runtime,
      interaction,
      gameId,
      change,
      render: game.render,
      refuse: (refusal) => game.refuse(interaction, refusal),
      started: (started) => game.started(started, runtime),
    });
}

/**
 * Start pressed in a lobby: only an open lobby, only by someone seated in it, only with the seats
 * the game can start with; then the game set up from the lobby.
 */
export function startFromLobby<Document extends Lobby, Refusal>(
  document: Document,
  checks: {
    seated: boolean;
    seatsRefusal: Refusal | null;
    closed: Refusal;
    notSeated: Refusal;
    setup(): Document;
  },
): LobbyChange<Document, Refusal> {
  const expired = 'expired' in document && document.expired === true;
  if (document.stage !== 'lobby' || expired) return { state: null, result: checks.closed };
  if (!checks.seated) return { state: null, result: checks.notSeated };
  if (checks.seatsRefusal !== null) return { state: null, result: checks.seatsRefusal };
  return { state: checks.setup(), result: null };
}
