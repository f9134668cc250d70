// The RSA key pair behind getPublicKey: generated once per seed (WebCrypto where available, jsencrypt otherwise),
// and the decryption of withdraw passwords the client encrypted with jsencrypt (PKCS#1 v1.5, base64).
import { JSEncrypt } from 'jsencrypt';
import { db } from '../db';
import { accountRuntime } from '../db/account-collections';

interface KeyPair {
  /** SubjectPublicKeyInfo (DER) as base64: what getPublicKey answers. */
  publicKey: string;
  decryptor: JSEncrypt;
}

const keys = new Map<number, Promise<KeyPair>>();

function base64OfBuffer(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const pem = (label: string, body: string): string =>
  `-----BEGIN ${label}-----\n${(body.match(/.{1,64}/g) ?? []).join('\n')}\n-----END ${label}-----`;

async function generate(): Promise<KeyPair> {
  const subtle = globalThis.crypto?.subtle;
  const decryptor = new JSEncrypt();
  if (subtle) {
    // RSA-OAEP is only the WebCrypto label for an RSA encryption key; the raw key material serves PKCS#1 v1.5.
    const pair = await subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const publicKey = base64OfBuffer(await subtle.exportKey('spki', pair.publicKey));
    decryptor.setPrivateKey(pem('PRIVATE KEY', base64OfBuffer(await subtle.exportKey('pkcs8', pair.privateKey))));
    return { publicKey, decryptor };
  }
  // Pages without a secure context have no crypto.subtle: let jsencrypt make a (smaller) key.
  const generator = new JSEncrypt({ default_key_size: '1024' });
  decryptor.setPrivateKey(generator.getPrivateKey());
  return { publicKey: generator.getPublicKeyB64(), decryptor };
}

/** The key pair of the current seed (the same seed keeps the same key across reseeds). */
export function withdrawKey(): Promise<KeyPair> {
  const seed = accountRuntime.seed;
  let pair = keys.get(seed);
  if (!pair) {
    pair = generate();
    keys.set(seed, pair);
  }
  return pair;
}

export type Decrypted = { ok: true; text: string } | { ok: false };

/** Decrypts base64 RSA ciphertext made with the current public key. */
export async function decryptWithdrawPwd(ciphertext: string): Promise<Decrypted> {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertext)) return { ok: false };
  const { decryptor } = await withdrawKey();
  try {
    const text = decryptor.decrypt(ciphertext);
    return typeof text === 'string' ? { ok: true, text } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/**
 * Whether an encrypted withdraw password (as a withdrawal order carries it) is the member's password.
 * For the withdrawal handlers; false when the member has none or the ciphertext does not decrypt.
 */
export async function withdrawPasswordMatches(memberId: number, ciphertext: string): Promise<boolean> {
  const stored = db.withdrawPasswords.findFirst((q) => q.where({ memberId }));
  if (!stored) return false;
  const decrypted = await decryptWithdrawPwd(ciphertext);
  return decrypted.ok && decrypted.text === stored.password;
}
