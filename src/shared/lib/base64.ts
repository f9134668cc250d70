// Kept apart from safe-html so that a screen decoding base64 does not load the HTML sanitiser with it.
// One encoder and one decoder for every base64 text of the app: /webview addresses (SPEC.md section 2 "Embedded
// page"), letters and announcements. btoa/atob alone only take Latin-1, so text goes through UTF-8 bytes.

/** Bytes per btoa call: String.fromCharCode(...chunk) stays far below the engines' argument limits. */
const CHUNK = 0x2000;

/**
 * Encodes text as standard base64 (alphabet A-Z a-z 0-9 + /, padded with =) of its UTF-8 bytes. Every Unicode
 * string round-trips through decodeBase64Utf8; a lone surrogate (not a character) is encoded as U+FFFD, as
 * TextEncoder does.
 */
export function encodeBase64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

/** Decodes base64 (standard or URL-safe, blanks allowed) to UTF-8 text. Throws on anything that is not valid. */
export function decodeBase64Utf8(encoded: string): string {
  const normalised = encoded.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalised)) throw new TypeError('Not base64 text');
  const padded = normalised.padEnd(normalised.length + ((4 - (normalised.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
