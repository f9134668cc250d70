import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';
import { canShareLink, shareLinkFor } from './share-link';

const ORIGIN = 'https://m.lotus.example';

describe('shareLinkFor', () => {
  it('keeps the server link and makes sure it carries the code as referCode', () => {
    expect(shareLinkFor('https://m.lotus.example/register?referCode=LT8K2M', 'LT8K2M', ORIGIN)).toBe('https://m.lotus.example/register?referCode=LT8K2M');
    expect(shareLinkFor('https://m.lotus.example/register?lang=vi', 'LT8K2M', ORIGIN)).toBe('https://m.lotus.example/register?lang=vi&referCode=LT8K2M');
    expect(shareLinkFor('https://m.lotus.example/register?referCode=OTHER1', 'LT8K2M', ORIGIN)).toBe('https://m.lotus.example/register?referCode=LT8K2M');
  });

  it('falls back to the app’s own registration page for a link that is not http(s)', () => {
    expect(shareLinkFor('javascript:alert(1)', 'LT8K2M', ORIGIN)).toBe('https://m.lotus.example/register?referCode=LT8K2M');
    expect(shareLinkFor('/register', 'LT8K2M', ORIGIN)).toBe('https://m.lotus.example/register?referCode=LT8K2M');
  });
});

describe('canShareLink', () => {
  it('needs navigator.share, and canShare when the browser has it', () => {
    expect(canShareLink(undefined, ORIGIN)).toBe(false);
    expect(canShareLink({}, ORIGIN)).toBe(false);
    expect(canShareLink({ share: async () => undefined }, ORIGIN)).toBe(true);
    expect(canShareLink({ share: async () => undefined, canShare: () => false }, ORIGIN)).toBe(false);
  });
});

describe('qrPath', () => {
  it('draws one unit square per dark module, offset by the quiet zone', () => {
    const dark = new Set(['0,0', '1,2']);
    expect(qrPath(3, (row, column) => dark.has(`${row},${column}`), 2)).toBe('M2 2h1v1h-1zM4 3h1v1h-1z');
  });

  it('draws as many squares as the QR code of a share link has dark modules', () => {
    const code = QRCode.create('https://m.lotus.example/register?referCode=LT8K2M', { errorCorrectionLevel: 'M' });
    const { size, data } = code.modules;
    const dark = data.reduce((count, module) => count + (module ? 1 : 0), 0);
    expect(qrPath(size, (row, column) => Boolean(code.modules.get(row, column)), 4).match(/M/g)).toHaveLength(dark);
    expect(size).toBeGreaterThanOrEqual(21);
  });
});
