/**
 * Writes text to the clipboard. Resolves true when the browser took it, false when the clipboard is missing
 * (insecure context, old browser) or refused (permission denied, document not focused).
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
