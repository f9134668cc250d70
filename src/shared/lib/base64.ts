// Kept apart from safe-html so that a screen decoding base64 does not load the HTML sanitiser with it.

/** Decodes base64 (standard or URL-safe, blanks allowed) to UTF-8 text. Throws on anything that is not valid. */
export function decodeBase64Utf8(encoded: string): string {
  const normalised = encoded.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalised)) throw new TypeError('Not base64 text');
  const padded = normalised.padEnd(normalised.length + ((4 - (normalised.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
