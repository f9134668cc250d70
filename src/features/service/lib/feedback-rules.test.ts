import { describe, expect, it } from 'vitest';
import { contentError, FEEDBACK_MAX_LENGTH, IMAGE_MAX_BYTES, pickImages } from './feedback-rules';

const file = (type: string, size = 1000) => ({ type, size });

describe('contentError', () => {
  it('asks for 10 to 500 characters after trimming', () => {
    expect(contentError('   ')).toBe('empty');
    expect(contentError('  chậm quá  ')).toBe('short');
    expect(contentError('0123456789')).toBeNull();
    expect(contentError('x'.repeat(FEEDBACK_MAX_LENGTH))).toBeNull();
    expect(contentError('x'.repeat(FEEDBACK_MAX_LENGTH + 1))).toBe('long');
  });
});

describe('pickImages', () => {
  it('keeps JPEG, PNG and WebP up to 5 MB', () => {
    const picked = [file('image/jpeg'), file('image/png', IMAGE_MAX_BYTES), file('image/webp')];
    expect(pickImages(picked, 0)).toEqual({ accepted: picked, errors: [] });
  });

  it('leaves out other types, empty or oversized files, each reason once', () => {
    const result = pickImages([file('image/gif'), file('application/pdf'), file('image/png', IMAGE_MAX_BYTES + 1), file('image/png', 0)], 0);
    expect(result).toEqual({ accepted: [], errors: ['type', 'size'] });
  });

  it('never goes past three images in all', () => {
    const result = pickImages([file('image/png'), file('image/jpeg'), file('image/webp')], 2);
    expect(result.accepted).toHaveLength(1);
    expect(result.errors).toEqual(['count']);
  });
});
