// Pictures of the live mock data (room covers, anchors' and masters' avatars, news covers), drawn as small SVGs with no
// text (names and titles are shown by the app in the player's language). The seed stores their URLs (coverImage,
// avatarImage); mocks/handlers/pictures.ts draws the SVG when the URL is requested (coverSvg, avatarSvg).
import { hueOf } from './game-lobby-images';
import { pictureUrl } from './picture-urls';

/** Width and height of each kind of picture (16:9 covers, square avatars). */
export const LIVE_IMAGE_SIZE = {
  cover: { width: 320, height: 180 },
  avatar: { width: 96, height: 96 },
} as const;

export type CoverMotif = 'pitch' | 'court' | 'net' | 'music' | 'mic' | 'dice' | 'news';

const MOTIFS: Readonly<Record<CoverMotif, string>> = {
  pitch:
    '<rect x="30" y="30" width="260" height="120" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>' +
    '<path d="M160 30v120" stroke="#fff" stroke-opacity=".55" stroke-width="3"/><circle cx="160" cy="90" r="24" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>' +
    '<rect x="30" y="62" width="30" height="56" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3"/><rect x="260" y="62" width="30" height="56" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>',
  court:
    '<rect x="40" y="30" width="240" height="120" rx="6" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>' +
    '<path d="M160 30v120" stroke="#fff" stroke-opacity=".55" stroke-width="3"/><path d="M40 60a46 46 0 0 1 0 60M280 60a46 46 0 0 0 0 60" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>',
  net: '<path d="M40 150h240M160 40v110" stroke="#fff" stroke-opacity=".55" stroke-width="3"/><circle cx="214" cy="70" r="16" fill="#e8f060"/>',
  music: '<path d="M140 48v70a18 18 0 1 1-10-16V62l60-14v58a18 18 0 1 1-10-16V40z" fill="#fff" fill-opacity=".85"/>',
  mic: '<rect x="144" y="40" width="32" height="60" rx="16" fill="#fff" fill-opacity=".85"/><path d="M130 88a30 30 0 0 0 60 0M160 118v22M140 140h40" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="6"/>',
  dice:
    '<rect x="118" y="48" width="84" height="84" rx="14" fill="#fff" fill-opacity=".9"/>' +
    '<circle cx="140" cy="70" r="8" fill="#c62828"/><circle cx="160" cy="90" r="8" fill="#c62828"/><circle cx="180" cy="110" r="8" fill="#c62828"/>',
  news: '<rect x="96" y="44" width="128" height="92" rx="8" fill="#fff" fill-opacity=".9"/><path d="M112 66h96M112 86h96M112 106h64" stroke="#90a4ae" stroke-width="8"/>',
};

export const isCoverMotif = (name: string): name is CoverMotif => Object.hasOwn(MOTIFS, name);

/** The URL of a 16:9 cover (coverSvg draws it). */
export const coverImage = (key: string, motif: CoverMotif): string => pictureUrl('cover', key, motif);

/** The URL of a round avatar (avatarSvg draws it). */
export const avatarImage = (key: string): string => pictureUrl('avatar', key);

/** A 16:9 cover: a gradient in the key's colour with a motif (a pitch, a court, a note...). */
export function coverSvg(key: string, motif: CoverMotif): string {
  const { width, height } = LIVE_IMAGE_SIZE.cover;
  const hue = hueOf(key);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 38%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 22%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${MOTIFS[motif]}</svg>`;
  return svg;
}

/** A round avatar: a head and shoulders on a disc in the key's colour. */
export function avatarSvg(key: string): string {
  const { width, height } = LIVE_IMAGE_SIZE.avatar;
  // Keys differ in their last digits (anchor-301, anchor-302): spread their hues apart, or every avatar looks alike.
  const hue = (hueOf(key) * 47) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue} 55% 52%)"/><circle cx="48" cy="38" r="17" fill="hsl(${hue} 40% 92%)"/>` +
    `<path d="M18 84a30 26 0 0 1 60 0z" fill="hsl(${hue} 40% 92%)"/></svg>`;
  return svg;
}
