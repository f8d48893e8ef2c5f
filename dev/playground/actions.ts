import { InteractionResponseType } from 'discord.js';
import { z } from 'zod';
import type { InteractionHandle, JsonObject, LocalDiscord } from '../local-discord/index.js';

export const runCommandRequest = z.object({
  user: z.string(),
  channelId: z.string(),
  name: z.string(),
  subcommandGroup: z.string().optional(),
  subcommand: z.string().optional(),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
});

export const autocompleteRequest = runCommandRequest.extend({ focused: z.string() });

export const sendMessageRequest = z.object({
  user: z.string(),
  channelId: z.string(),
  content: z.string(),
});

export const clickButtonRequest = z.object({
  user: z.string(),
  messageId: z.string(),
  customId: z.string(),
});

/** At most 25 options, so at most 25 values; whether these fit the menu is the local Discord's to check. */
export const chooseFromMenuRequest = clickButtonRequest.extend({ values: z.array(z.string()).max(25) });

export const submitModalRequest = z.object({
  user: z.string(),
  interactionId: z.string(),
  fields: z.record(z.string(), z.string()),
});

export interface ModalView {
  interactionId: string;
  title: string;
  components: JsonObject[];
}

/** What the page must do after an interaction: nothing (the messages arrive as events) or show a modal. */
export type ActionResult = { modal: ModalView | null };

/** Time on top of the bot's own deadline, so a late answer still reports the bot's error, not ours. */
const ANSWER_GRACE_MS = 500;

/** Waits for the bot's callback; a modal answer is handed to the page to show. */
export async function settle(local: LocalDiscord, handle: InteractionHandle): Promise<ActionResult> {
  const callback = await handle.awaitResponse(local.model.interactionDeadlineMs + ANSWER_GRACE_MS);
  if (callback.type !== InteractionResponseType.Modal) return { modal: null };
  const shown = local.model.modals.openedBy(handle.id);
  if (!shown) return { modal: null };
  return {
    modal: { interactionId: shown.interactionId, title: shown.title, components: shown.components },
  };
}

export function runCommand(local: LocalDiscord, request: z.infer<typeof runCommandRequest>) {
  return settle(local, local.driver.runCommand(request));
}

/** What the bot suggests for the option being typed in: Discord shows these choices above the box. */
export async function autocomplete(local: LocalDiscord, request: z.infer<typeof autocompleteRequest>) {
  const handle = local.driver.autocomplete(request);
  const callback = await handle.awaitResponse(local.model.interactionDeadlineMs + ANSWER_GRACE_MS);
  const choices = Array.isArray(callback.data?.choices) ? callback.data.choices : [];
  return { choices: choices as JsonObject[] };
}

export function sendMessage(local: LocalDiscord, request: z.infer<typeof sendMessageRequest>) {
  local.driver.sendMessage(request);
  return Promise.resolve({});
}

export function clickButton(local: LocalDiscord, request: z.infer<typeof clickButtonRequest>) {
  return settle(local, local.driver.clickButton(request));
}

export function chooseFromMenu(local: LocalDiscord, request: z.infer<typeof chooseFromMenuRequest>) {
  return settle(local, local.driver.selectMenu(request));
}

export function submitModal(local: LocalDiscord, request: z.infer<typeof submitModalRequest>) {
  const { user, interactionId, fields } = request;
  return settle(local, local.driver.submitModal({ user, interactionOf: interactionId, fields }));
}
