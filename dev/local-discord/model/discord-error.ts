/** One leaf of Discord's `errors` tree: `{ _errors: [{ code, message }] }`. */
export interface FormErrorLeaf {
  _errors: { code: string; message: string }[];
}

export interface DiscordErrorBody {
  code: number;
  message: string;
  errors?: Record<string, unknown>;
}

/** An error answered as Discord answers it: an HTTP status and a `{ code, message, errors? }` body. */
export class DiscordError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DiscordError';
  }

  toBody(): DiscordErrorBody {
    return this.errors === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, errors: this.errors };
  }
}

/** `path` like ['components', 0, 'custom_id'] becomes `{ components: { 0: { custom_id: { _errors } } } }`. */
export function invalidFormBody(
  path: readonly (string | number)[],
  code: string,
  message: string,
): DiscordError {
  let tree: Record<string, unknown> = { _errors: [{ code, message }] } satisfies FormErrorLeaf;
  for (const key of [...path].reverse()) tree = { [String(key)]: tree };
  return new DiscordError(400, 50035, 'Invalid Form Body', tree);
}

export const discordErrors = {
  unauthorized: () => new DiscordError(401, 0, '401: Unauthorized'),
  routeNotFound: () => new DiscordError(404, 0, '404: Not Found'),
  unknownApplication: () => new DiscordError(404, 10002, 'Unknown Application'),
  unknownChannel: () => new DiscordError(404, 10003, 'Unknown Channel'),
  unknownGuild: () => new DiscordError(404, 10004, 'Unknown Guild'),
  unknownMember: () => new DiscordError(404, 10007, 'Unknown Member'),
  unknownMessage: () => new DiscordError(404, 10008, 'Unknown Message'),
  unknownUser: () => new DiscordError(404, 10013, 'Unknown User'),
  unknownWebhook: () => new DiscordError(404, 10015, 'Unknown Webhook'),
  unknownInteraction: () => new DiscordError(404, 10062, 'Unknown interaction'),
  unknownApplicationCommand: () => new DiscordError(404, 10063, 'Unknown application command'),
  alreadyAcknowledged: () => new DiscordError(400, 40060, 'Interaction has already been acknowledged.'),
  missingAccess: () => new DiscordError(403, 50001, 'Missing Access'),
  cannotEditOthersMessage: () =>
    new DiscordError(403, 50005, 'Cannot edit a message authored by another user'),
  emptyMessage: () => new DiscordError(400, 50006, 'Cannot send an empty message'),
  missingPermissions: () => new DiscordError(403, 50013, 'Missing Permissions'),
  invalidWebhookToken: () => new DiscordError(401, 50027, 'Invalid Webhook Token'),
  threadArchived: () => new DiscordError(400, 50083, 'Thread is archived'),
  threadLocked: () => new DiscordError(403, 160005, 'Thread is locked'),
  payloadTooLarge: () => new DiscordError(413, 40005, 'Request entity too large'),
};
