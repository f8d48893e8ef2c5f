import { createPublicKey, type KeyObject, verify } from 'node:crypto';

/** DER prefix of an Ed25519 SubjectPublicKeyInfo: what precedes the raw 32-byte key. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const SIGNATURE_HEX = /^[0-9a-fA-F]{128}$/;

/** The two headers Discord signs every interaction request with. */
export interface SignedRequest {
  signature: string | undefined;
  timestamp: string | undefined;
  body: Buffer;
}

export type SignatureCheck = (request: SignedRequest) => boolean;

/**
 * Checks `X-Signature-Ed25519` over `X-Signature-Timestamp + body` against the application's
 * public key (64 hex digits, the Developer Portal's "Public Key"), with Node's own Ed25519.
 * The key object is made once; a request without both headers, or with a malformed signature,
 * is refused like a wrong one.
 */
export function signatureCheck(publicKeyHex: string): SignatureCheck {
  const key: KeyObject = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(publicKeyHex, 'hex')]),
    format: 'der',
    type: 'spki',
  });
  return ({ signature, timestamp, body }) => {
    if (!signature || !timestamp || !SIGNATURE_HEX.test(signature)) return false;
    const signed = Buffer.concat([Buffer.from(timestamp, 'utf8'), body]);
    return verify(null, signed, key, Buffer.from(signature, 'hex'));
  };
}
