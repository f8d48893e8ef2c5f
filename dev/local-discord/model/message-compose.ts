import { type APIAttachment, type APIMessage, MessageFlags } from 'discord.js';
import type { StoredFile, UploadedFile } from './attachment-store.js';
import { isJsonObject, numberComponents } from './component-tree.js';
import { invalidFormBody } from './discord-error.js';
import type { MessageInput } from './message-input.js';
import { type MessageFields, validateMessage } from './message-validation.js';
import type { JsonObject } from './types.js';

/** Where composed messages put and drop their files. */
export interface AttachmentHost {
  newId(): string;
  urlFor(attachmentId: string, filename: string): string;
  store(attachmentId: string, file: StoredFile): void;
  discard(attachmentId: string): void;
}

export interface ComposedMessage extends MessageFields {
  attachments: APIAttachment[];
}

const FLAGS_SETTABLE_ON_CREATE =
  MessageFlags.SuppressEmbeds | MessageFlags.SuppressNotifications | MessageFlags.IsComponentsV2;
const FLAGS_SETTABLE_ON_EDIT = MessageFlags.SuppressEmbeds | MessageFlags.IsComponentsV2;
const FLAGS_KEPT_ON_EDIT =
  MessageFlags.Ephemeral | MessageFlags.SuppressNotifications | MessageFlags.IsComponentsV2;
const ATTACHMENT_SCHEME = 'attachment://';

/**
 * The message fields after applying a create (previous = null) or edit body, as Discord stores
 * them: unsent fields kept, new files uploaded, `attachment://` references resolved to served
 * URLs, components numbered. `systemFlags` are flags only Discord sets (ephemeral, loading).
 */
export function composeMessage(
  input: MessageInput,
  previous: APIMessage | null,
  files: readonly UploadedFile[],
  host: AttachmentHost,
  systemFlags = 0,
): ComposedMessage {
  const uploads: Upload[] = [];
  const attachments = composeAttachments(input, previous, files, host, uploads);
  const previousComponents = (previous?.components ?? []) as unknown as JsonObject[];
  const composed: ComposedMessage = {
    content: input.content === undefined ? (previous?.content ?? '') : (input.content ?? ''),
    embeds: resolveReferences(
      input.embeds === undefined ? ((previous?.embeds ?? []) as JsonObject[]) : (input.embeds ?? []),
      attachments,
      ['embeds'],
      false,
    ),
    components:
      input.components === undefined
        ? resolveReferences(previousComponents, attachments, ['components'], true)
        : // The resolved copy is numbered: the request's own objects stay as they were sent.
          numberComponents(
            resolveReferences(
              (input.components ?? []).filter(isJsonObject),
              attachments,
              ['components'],
              true,
            ),
          ),
    attachments,
    flags: composeFlags(input.flags ?? undefined, previous) | systemFlags,
    poll:
      input.poll === undefined ? ((previous?.poll as JsonObject | undefined) ?? null) : (input.poll ?? null),
  };
  validateMessage(composed);
  for (const { id, file } of uploads) host.store(id, file);
  for (const old of previous?.attachments ?? []) {
    if (!attachments.some((kept) => kept.id === old.id)) host.discard(old.id);
  }
  return composed;
}

function composeFlags(requested: number | undefined, previous: APIMessage | null): number {
  if (!previous) return (requested ?? 0) & FLAGS_SETTABLE_ON_CREATE;
  const previousFlags = previous.flags ?? 0;
  return (previousFlags & FLAGS_KEPT_ON_EDIT) | ((requested ?? previousFlags) & FLAGS_SETTABLE_ON_EDIT);
}

/**
 * Without an `attachments` list an edit keeps the old files and adds the new ones; with one,
 * the message keeps exactly the listed files: old ones by id, new ones by upload index.
 */
function composeAttachments(
  input: MessageInput,
  previous: APIMessage | null,
  files: readonly UploadedFile[],
  host: AttachmentHost,
  uploads: Upload[],
): APIAttachment[] {
  const upload = (file: UploadedFile, entry?: JsonObject) => toAttachment(file, host, uploads, entry);
  const previousAttachments = previous?.attachments ?? [];
  if (input.attachments === undefined) return [...previousAttachments, ...files.map((file) => upload(file))];
  const listed = input.attachments ?? [];
  const filesByIndex = new Map(files.map((file) => [uploadIndex(file), file]));
  const referenced = new Set<UploadedFile>();
  const result = listed.map((entry, index) => {
    const kept = previousAttachments.find((attachment) => attachment.id === String(entry.id));
    if (kept) return kept;
    const file = filesByIndex.get(String(entry.id));
    if (!file) {
      throw invalidFormBody(
        ['attachments', index, 'id'],
        'ATTACHMENT_NOT_FOUND',
        `Unknown attachment ${entry.id}.`,
      );
    }
    referenced.add(file);
    return upload(file, entry);
  });
  const unreferenced = files.filter((file) => !referenced.has(file)).map((file) => upload(file));
  return [...result, ...unreferenced];
}

function uploadIndex(file: UploadedFile): string {
  return /^files\[(\d+)\]$/.exec(file.fieldName)?.[1] ?? file.fieldName;
}

/** A file to store once the message is known to be valid. */
interface Upload {
  id: string;
  file: StoredFile;
}

function toAttachment(
  file: UploadedFile,
  host: AttachmentHost,
  uploads: Upload[],
  entry?: JsonObject,
): APIAttachment {
  const id = host.newId();
  const filename = file.filename.replaceAll(' ', '_');
  uploads.push({ id, file: { filename, contentType: file.contentType, data: file.data } });
  const url = host.urlFor(id, filename);
  const attachment: APIAttachment = {
    id,
    filename,
    size: file.data.length,
    url,
    proxy_url: url,
    content_type: file.contentType,
  };
  if (typeof entry?.description === 'string') attachment.description = entry.description;
  if (typeof entry?.title === 'string') attachment.title = entry.title;
  return attachment;
}

/** Where a value sits in the body, parent first: turned into a path only for an error. */
type Place = { parent: Place | null; key: string | number } | null;

function pathOf(place: Place): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = place; at; at = at.parent) path.unshift(at.key);
  return path;
}

/** Replaces `{ url: 'attachment://name' }` objects (media, thumbnails, files, embed images) with served URLs. */
function resolveReferences(
  items: JsonObject[],
  attachments: readonly APIAttachment[],
  path: (string | number)[],
  isUnfurledMedia: boolean,
): JsonObject[] {
  const resolve = (value: unknown, at: Place): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => resolve(item, { parent: at, key: index }));
    if (!isJsonObject(value)) return value;
    if (typeof value.url === 'string' && value.url.startsWith(ATTACHMENT_SCHEME)) {
      const name = value.url.slice(ATTACHMENT_SCHEME.length);
      const attachment = attachments.find((candidate) => candidate.filename === name.replaceAll(' ', '_'));
      if (!attachment) {
        throw invalidFormBody(
          [...pathOf(at), 'url'],
          'ATTACHMENT_NOT_FOUND',
          `${value.url} names no uploaded file.`,
        );
      }
      const resolved: JsonObject = { ...value, url: attachment.url, proxy_url: attachment.proxy_url };
      if (isUnfurledMedia) {
        Object.assign(resolved, { content_type: attachment.content_type, attachment_id: attachment.id });
      }
      return resolved;
    }
    const copy: JsonObject = {};
    for (const key of Object.keys(value)) copy[key] = resolve(value[key], { parent: at, key });
    return copy;
  };
  const root = path.reduce<Place>((parent, key) => ({ parent, key }), null);
  return items.map((item, index) => resolve(item, { parent: root, key: index }) as JsonObject);
}
