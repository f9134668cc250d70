import { decodeBase64Utf8, encodeBase64Utf8 } from '@/shared/lib/base64';
import { inAppPath } from '@/shared/lib/redirect-target';

/**
 * The /webview page receives the address to embed base64-encoded in its `url` query parameter (SPEC.md section 2
 * "Embedded page"). Only absolute http and https addresses without credentials are embedded; anything else
 * (javascript:, data:, file:, relative paths, undecodable text) reads as null and the screen shows an error.
 */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

function decodeBase64(value: string): string | null {
  // A '+' in an unescaped query string arrives as a space.
  const text = value.replace(/[\r\n\t]/g, '').replace(/ /g, '+');
  if (text === '') return null;
  try {
    return decodeBase64Utf8(text);
  } catch {
    return null;
  }
}

/** The address as an embeddable http(s) URL, or null when it is anything else. */
export function safeEmbedUrl(address: string): string | null {
  const text = address.trim();
  // Only absolute addresses: "//host" and paths would resolve against this app.
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol) || url.hostname === '') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** Decodes the `url` query parameter of /webview; null unless it carries an embeddable http(s) address. */
export function decodeWebviewUrl(encoded: string | null | undefined): string | null {
  if (!encoded) return null;
  const address = decodeBase64(encoded);
  return address === null ? null : safeEmbedUrl(address);
}

/** Encodes an address the way /webview expects it (UTF-8, then base64). */
export function encodeWebviewUrl(address: string): string {
  return encodeBase64Utf8(address);
}

/**
 * Where the page's close link goes: the `redirect` query when it is a path inside this app, with the lobby code
 * passed on so the lobby can reselect it; null when there is no usable redirect.
 */
export function webviewCloseTarget(redirect: string | null | undefined, lobbyCode: string | null | undefined): string | null {
  const path = inAppPath(redirect);
  if (!path) return null;
  if (!lobbyCode) return path;
  const [withoutHash = '', hash] = path.split('#', 2);
  const separator = withoutHash.includes('?') ? '&' : '?';
  return `${withoutHash}${separator}lobbyCode=${encodeURIComponent(lobbyCode)}${hash === undefined ? '' : `#${hash}`}`;
}
