// The receipt image checks made before anything is sent (openapi FundImageUploadRequest: JPEG, PNG or WebP of at
// most 5 MB).

export const RECEIPT_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export type ReceiptProblem = 'type' | 'size';

/** Why a picked file cannot be the receipt, or null when it can. */
export function receiptProblem(file: Pick<File, 'type' | 'size'>): ReceiptProblem | null {
  if (!RECEIPT_TYPES.includes(file.type)) return 'type';
  if (file.size === 0 || file.size > RECEIPT_MAX_BYTES) return 'size';
  return null;
}
