import { describe, expect, it } from 'vitest';
import { receiptProblem, RECEIPT_MAX_BYTES } from './receipt-file';

describe('receipt files', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    expect(receiptProblem({ type: 'image/png', size: RECEIPT_MAX_BYTES })).toBeNull();
    expect(receiptProblem({ type: 'image/png', size: RECEIPT_MAX_BYTES + 1 })).toBe('size');
    expect(receiptProblem({ type: 'image/jpeg', size: 0 })).toBe('size');
    expect(receiptProblem({ type: 'image/gif', size: 10 })).toBe('type');
  });
});
