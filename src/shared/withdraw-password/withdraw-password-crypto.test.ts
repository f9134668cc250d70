import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptWithdrawPassword, publicKeyPem, WithdrawPasswordEncryptionError } from './withdraw-password-crypto';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const base64Key = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const decrypt = (ciphertext: string) =>
  privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(ciphertext, 'base64')).toString('utf8');

describe('encryptWithdrawPassword', () => {
  it('produces base64 RSA ciphertext that the private key decrypts to the digits', () => {
    const ciphertext = encryptWithdrawPassword(base64Key, '246810');
    expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(ciphertext, 'base64')).toHaveLength(128);
    expect(decrypt(ciphertext)).toBe('246810');
  });

  it('pads randomly: the same password never gives the same ciphertext twice', () => {
    expect(encryptWithdrawPassword(base64Key, '135790')).not.toBe(encryptWithdrawPassword(base64Key, '135790'));
  });

  it('accepts the key as a whole PEM block too', () => {
    expect(decrypt(encryptWithdrawPassword(publicKeyPem(base64Key), '000000'))).toBe('000000');
  });

  it.each(['12345', '1234567', '12345a', ''])('refuses %j without saying it', (password) => {
    const attempt = () => encryptWithdrawPassword(base64Key, password);
    expect(attempt).toThrow(WithdrawPasswordEncryptionError);
    try {
      attempt();
    } catch (error) {
      if (password) expect((error as Error).message).not.toContain(password);
    }
  });

  it('fails with its own error for a key that is not an RSA public key', () => {
    expect(() => encryptWithdrawPassword('bm90IGEga2V5', '246810')).toThrow(WithdrawPasswordEncryptionError);
  });
});
