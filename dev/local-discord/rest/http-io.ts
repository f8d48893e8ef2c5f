import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UploadedFile } from '../model/attachment-store.js';
import { DiscordError, discordErrors } from '../model/discord-error.js';

export interface ParsedBody {
  /** The JSON body, or the `payload_json` part of a multipart body. */
  json: unknown;
  /** The same JSON as it came, as bytes (what the request log keeps). */
  jsonBytes?: Buffer;
  files: UploadedFile[];
}

const MAX_BODY_BYTES = 32 * 1024 * 1024;

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw discordErrors.payloadTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** JSON bodies, and multipart/form-data with `payload_json` and `files[n]` as discord.js sends them. */
export async function parseBody(contentType: string | undefined, raw: Buffer): Promise<ParsedBody> {
  if (raw.length === 0) return { json: undefined, files: [] };
  if (contentType?.startsWith('multipart/form-data')) return parseMultipart(contentType, raw);
  return { json: parseJson(raw.toString('utf8')), jsonBytes: raw, files: [] };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new DiscordError(400, 50109, 'The request body contains invalid JSON.');
  }
}

async function parseMultipart(contentType: string, raw: Buffer): Promise<ParsedBody> {
  const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  const files: UploadedFile[] = [];
  let json: unknown;
  let jsonBytes: Buffer | undefined;
  for (const [fieldName, value] of form) {
    if (typeof value === 'string') {
      if (fieldName === 'payload_json') {
        json = parseJson(value);
        jsonBytes = Buffer.from(value);
      }
      continue;
    }
    files.push({
      fieldName,
      filename: value.name,
      contentType: value.type || 'application/octet-stream',
      data: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { json, ...(jsonBytes ? { jsonBytes } : {}), files };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendNoContent(response: ServerResponse): void {
  response.writeHead(204);
  response.end();
}

export function sendBytes(response: ServerResponse, contentType: string, bytes: Buffer): void {
  response.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
  response.end(bytes);
}
