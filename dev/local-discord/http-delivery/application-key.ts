import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/** The Ed25519 key pair an application gets on Discord: the public half is the Portal's "Public Key". */
export class ApplicationKey {
  private readonly privateKey: KeyObject;
  /** 64 hex digits, what the bot is given as DISCORD_PUBLIC_KEY. */
  readonly publicKeyHex: string;

  constructor() {
    const pair = generateKeyPairSync('ed25519');
    this.privateKey = pair.privateKey;
    // The raw key is the last 32 bytes of its DER SubjectPublicKeyInfo.
    this.publicKeyHex = pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
  }

  /** `X-Signature-Ed25519` for a request: the signature of timestamp + body, in hex. */
  sign(timestamp: string, body: string): string {
    return sign(null, Buffer.from(timestamp + body), this.privateKey).toString('hex');
  }
}
