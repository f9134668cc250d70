// Where the mock's pictures live. A real backend sends picture URLs on its CDN, which the browser loads lazily and
// caches; the mock does the same: each picture is drawn on request by mocks/handlers/pictures.ts from what its path
// names (kind, key, emblem...), so the JSON carries a short URL instead of the whole SVG. The browser worker and the
// tests answer them on the page's (or the test's) origin, so the seed stores a path; the standalone server, which the
// live build calls from another origin, writes its own origin in front of them as it answers (absolutePictureUrls).

/** The path every mock picture is served under. */
export const PICTURE_PATH = '/mock-pictures';

/** The URL path of the picture named by `parts` (each part is URL-encoded): `/mock-pictures/a/b/c.svg`. */
export function pictureUrl(...parts: string[]): string {
  return `${PICTURE_PATH}/${parts.map((part) => encodeURIComponent(part)).join('/')}.svg`;
}

/** JSON text with every picture path (a string value starting with /mock-pictures/) made absolute on `origin`. */
export function absolutePictureUrls(json: string, origin: string): string {
  return json.replaceAll(`"${PICTURE_PATH}/`, `"${origin}${PICTURE_PATH}/`);
}
