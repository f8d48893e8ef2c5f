export interface LoggedFile {
  fieldName: string;
  filename: string;
  contentType: string;
  size: number;
}

export interface LoggedRequest {
  method: string;
  /** The path below the API base, e.g. `/channels/123/messages`. */
  path: string;
  query: Record<string, string>;
  /** The matched route pattern, e.g. `/channels/:channelId/messages`; null when no route matched. */
  route: string | null;
  /** The JSON body (for multipart requests: the `payload_json`). */
  body: unknown;
  files: LoggedFile[];
  status: number;
  /** Epoch ms when the request arrived. */
  at: number;
  durationMs: number;
  /** The stack of an unexpected server error (a bug of the local Discord), answered with 500. */
  error?: string;
  /** Set for an interaction response that came as the reply to an Interactions Endpoint POST, logged as its callback. */
  viaEndpointReply?: true;
}

/**
 * A log entry whose body is kept as the bytes that came and parsed when read. A busy run logs
 * tens of thousands of requests; kept parsed, every board a bot sent would live on as objects
 * the local Discord's garbage collector copies and promotes, and the harness, not the bot, would
 * set the pace of a load benchmark.
 */
export function withBodyBytes(entry: Omit<LoggedRequest, 'body'>, bytes: Buffer | undefined): LoggedRequest {
  const kept = bytes === undefined ? undefined : ownCopy(bytes);
  return Object.defineProperty(entry, 'body', {
    get: () => (kept === undefined ? undefined : JSON.parse(kept.toString('utf8'))),
    enumerable: true,
  }) as LoggedRequest;
}

/** A small Buffer is a slice of an 8 KiB pool: kept, it would keep the whole pool alive. */
function ownCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/** The last `capacity` REST requests, oldest first, kept in a ring buffer. */
export class RequestLog {
  private readonly ring: LoggedRequest[] = [];
  private next = 0;

  constructor(private readonly capacity = 50_000) {}

  add(entry: LoggedRequest): void {
    if (this.ring.length < this.capacity) this.ring.push(entry);
    else this.ring[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
  }

  entries(): LoggedRequest[] {
    if (this.ring.length < this.capacity) return [...this.ring];
    return [...this.ring.slice(this.next), ...this.ring.slice(0, this.next)];
  }

  /** Requests no route answered: the gaps of the local Discord, visible at a glance. */
  unmatched(): LoggedRequest[] {
    return this.entries().filter((entry) => entry.route === null);
  }

  clear(): void {
    this.ring.length = 0;
    this.next = 0;
  }
}
