import { JSEncrypt } from 'jsencrypt';
import { WITHDRAW_PASSWORD_PATTERN } from '@/shared/lib/validation';

/** The public key of getPublicKey is the base64 body of a PEM block; jsencrypt reads it as a PEM public key. */
export function publicKeyPem(base64Key: string): string {
  const body = base64Key.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----`;
}

export class WithdrawPasswordEncryptionError extends Error {
  override readonly name = 'WithdrawPasswordEncryptionError';
}

/**
 * Encrypts the 6-digit withdraw password with the server's RSA public key (PKCS#1 v1.5, base64): the only form
 * in which the password leaves the browser. Throws for a password that is not 6 digits or a key jsencrypt cannot
 * use; the error message never carries the password.
 */
export function encryptWithdrawPassword(base64Key: string, password: string): string {
  if (!WITHDRAW_PASSWORD_PATTERN.test(password)) throw new WithdrawPasswordEncryptionError('The withdraw password must be 6 digits');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem(base64Key));
  let ciphertext: string | false;
  try {
    ciphertext = encryptor.encrypt(password);
  } catch {
    ciphertext = false;
  }
  if (typeof ciphertext !== 'string' || ciphertext === '') {
    throw new WithdrawPasswordEncryptionError('The withdraw password could not be encrypted with this key');
  }
  return ciphertext;
}
