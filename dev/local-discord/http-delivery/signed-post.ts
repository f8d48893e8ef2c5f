import type { ApplicationKey } from './application-key.js';

export interface EndpointReply {
  status: number;
  contentType: string | null;
  text: string;
}

/** One signed POST to the Interactions Endpoint URL, as Discord sends it; rejects past `timeoutMs`. */
export async function signedPost(
  url: string,
  body: string,
  key: ApplicationKey,
  timeoutMs: number,
): Promise<EndpointReply> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Discord-Interactions/1.0 (+https://discord.com)',
      'x-signature-ed25519': key.sign(timestamp, body),
      'x-signature-timestamp': timestamp,
    },
    signal: AbortSignal.timeout(Math.max(1, timeoutMs)),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: await response.text(),
  };
}
