import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

describe('copyText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves true when the clipboard takes the text', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyText('<BackIcon />')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('<BackIcon />');
  });

  it('resolves false when the clipboard refuses or is missing', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) } });
    await expect(copyText('x')).resolves.toBe(false);
    vi.stubGlobal('navigator', {});
    await expect(copyText('x')).resolves.toBe(false);
  });
});
