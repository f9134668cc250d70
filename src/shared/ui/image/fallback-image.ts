/**
 * The picture shown when an image cannot be loaded: a neutral frame with a mountain-and-sun mark, inline so it
 * never needs the network.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#e3e8e6"/><circle cx="44" cy="30" r="8" fill="#aab6b1"/><path d="M22 62l22-20 14 12 16-18 24 26z" fill="#aab6b1"/></svg>`;

export const FALLBACK_IMAGE_SRC = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;

/** Browsers with native lazy loading defer off-screen images themselves. */
export function supportsNativeLazyLoading(): boolean {
  return typeof HTMLImageElement !== 'undefined' && 'loading' in HTMLImageElement.prototype;
}
