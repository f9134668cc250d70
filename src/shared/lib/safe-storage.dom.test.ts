import { describe, expect, it, vi } from 'vitest';
import { readStored, readStoredJson, removeStored, writeStored } from './safe-storage';

describe('safe storage', () => {
  it('reads, writes and removes values', () => {
    expect(writeStored('k', 'v')).toBe(true);
    expect(readStored('k')).toBe('v');
    removeStored('k');
    expect(readStored('k')).toBeNull();
  });

  it('reads JSON and treats broken JSON as nothing stored', () => {
    localStorage.setItem('j', '{"a":1}');
    expect(readStoredJson('j')).toEqual({ a: 1 });
    localStorage.setItem('j', '{broken');
    expect(readStoredJson('j')).toBeNull();
    expect(readStoredJson('missing')).toBeNull();
  });

  it('never throws when storage fails', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeStored('k', 'v')).toBe(false);
    expect(readStored('k')).toBeNull();
    expect(() => removeStored('k')).not.toThrow();
  });
});
