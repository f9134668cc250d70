// Images of the lobby's mock data, drawn as small SVGs, each with an explicit width and height so a screen that shows
// them can reserve their box. No text is drawn: the names and the banners' titles are shown by the app in the
// player's language. The seed stores their URLs (tileImage, bannerImage, iconImage); mocks/handlers/pictures.ts draws
// the SVG when the URL is requested (tileSvg, bannerSvg, iconSvg), as a CDN would serve a file.
import { pictureUrl } from './picture-urls';

/** Width and height of the pictures, by kind. */
export const IMAGE_SIZE = {
  tile: { width: 200, height: 200 },
  banner: { width: 750, height: 300 },
  icon: { width: 64, height: 64 },
} as const;

const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

/** Hue (0-359) of a text, so the same key always gets the same colour. */
export function hueOf(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** The shapes a tile can show in its middle (a reel symbol, a fish, a card, a ball...). */
const EMBLEMS: Readonly<Record<string, (c: string) => string>> = {
  seven: (c) => `<path d="M70 62h62l-34 80h-20l28-62H70z" fill="${c}"/>`,
  star: (c) => `<path d="M100 52l14 30 33 4-24 23 6 33-29-16-29 16 6-33-24-23 33-4z" fill="${c}"/>`,
  gem: (c) => `<path d="M64 84l18-26h36l18 26-36 62z" fill="${c}"/><path d="M64 84h72M82 58l18 26 18-26" stroke="#fff" stroke-opacity=".5" fill="none" stroke-width="3"/>`,
  fish: (c) => `<path d="M52 100c22-30 62-34 86 0-24 34-64 30-86 0zm86 0l22-18v36z" fill="${c}"/><circle cx="78" cy="94" r="5" fill="#fff"/>`,
  card: (c) => `<rect x="70" y="54" width="60" height="90" rx="8" fill="#fff"/><path d="M100 76c-12 14-20 20-20 30a10 10 0 0 0 20 4 10 10 0 0 0 20-4c0-10-8-16-20-30z" fill="${c}"/>`,
  ball: (c) => `<circle cx="100" cy="100" r="42" fill="#fff"/><circle cx="100" cy="100" r="30" fill="${c}"/><circle cx="100" cy="100" r="14" fill="#fff"/>`,
  coin: (c) => `<circle cx="100" cy="100" r="44" fill="${c}"/><circle cx="100" cy="100" r="32" fill="none" stroke="#fff" stroke-width="5"/><path d="M92 80h16v40H92z" fill="#fff"/>`,
};

export type Emblem = keyof typeof EMBLEMS;
export const EMBLEM_NAMES = Object.keys(EMBLEMS) as Emblem[];
export const isEmblem = (name: string): name is Emblem => Object.hasOwn(EMBLEMS, name);

interface Picture {
  width: number;
  height: number;
  /** Gradient direction: to the bottom right, or across. */
  diagonal: boolean;
  hues: readonly [number, number];
  /** Saturation and lightness of the two stops. */
  tones: readonly [string, string];
  /** Shapes drawn over the gradient. */
  body: string;
}

/** An SVG with a two-stop gradient background and shapes on it. */
function gradientPicture({ width, height, diagonal, hues, tones, body }: Picture): string {
  const stop = (offset: number, hue: number, tone: string) => `<stop offset="${offset}" stop-color="hsl(${hue % 360} ${tone})"/>`;
  const svg =
    `${svgOpen(width, height)}<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${diagonal ? 1 : 0}">` +
    `${stop(0, hues[0], tones[0])}${stop(1, hues[1], tones[1])}</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="${diagonal ? 24 : 0}" fill="url(#g)"/>${body}</svg>`;
  return svg;
}

const emblemOf = (emblem: Emblem) => EMBLEMS[emblem] ?? EMBLEMS.star!;

/** The URL of a square game tile (tileSvg). */
export const tileImage = (key: string, emblem: Emblem): string => pictureUrl('tile', key, emblem);

/** A square game tile: a gradient in the key's colour, a soft ring and an emblem. */
export function tileSvg(key: string, emblem: Emblem): string {
  const hue = hueOf(key);
  const body = `<circle cx="100" cy="100" r="62" fill="#fff" fill-opacity=".16"/>${emblemOf(emblem)(`hsl(${(hue + 180) % 360} 80% 60%)`)}`;
  return gradientPicture({ ...IMAGE_SIZE.tile, diagonal: true, hues: [hue, hue + 50], tones: ['70% 52%', '65% 28%'], body });
}

/** A four-point sparkle centred on (x, y). */
const sparkle = (x: number, y: number, r: number) =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}z" fill="#fff" fill-opacity=".85"/>`;

/** The URL of a wide banner (bannerSvg). */
export const bannerImage = (key: string, emblem: Emblem): string => pictureUrl('banner', key, emblem);

/**
 * A wide banner in the way operators draw theirs: a deep colour on the left, where the app writes the banner's title
 * in the player's language, and on the right a gold emblem on a glow with rays and sparkles.
 */
export function bannerSvg(key: string, emblem: Emblem): string {
  const hue = hueOf(key);
  const rays = [0, 1, 2, 3, 4, 5]
    .map((ray) => `<path d="M585 150L${430 + ray * 62} -20h26z" fill="#fff" fill-opacity=".07"/>`)
    .join('');
  const body =
    `${rays}<circle cx="585" cy="150" r="150" fill="#fff" fill-opacity=".1"/><circle cx="585" cy="150" r="112" fill="#fff" fill-opacity=".12"/>` +
    `<circle cx="585" cy="150" r="112" fill="none" stroke="#ffd54a" stroke-opacity=".7" stroke-width="4"/>` +
    `<g transform="translate(455 20) scale(1.3)">${emblemOf(emblem)('#ffd54a')}</g>` +
    `${sparkle(430, 60, 14)}${sparkle(712, 80, 10)}${sparkle(700, 250, 16)}${sparkle(470, 262, 8)}`;
  return gradientPicture({ ...IMAGE_SIZE.banner, diagonal: false, hues: [hue, hue + 40], tones: ['70% 24%', '80% 46%'], body });
}

/** The URL of a home bar entry's round icon (iconSvg). */
export const iconImage = (key: string, emblem: Emblem, active = false): string => pictureUrl(active ? 'icon-active' : 'icon', key, emblem);

/** A small round icon for a home bar entry. */
export function iconSvg(key: string, emblem: Emblem, active = false): string {
  const { width, height } = IMAGE_SIZE.icon;
  const hue = hueOf(key);
  const draw = emblemOf(emblem);
  const fill = active ? `hsl(${hue} 80% 50%)` : `hsl(${hue} 25% 60%)`;
  return `${svgOpen(width, height)}<circle cx="32" cy="32" r="32" fill="${fill}"/><g transform="scale(.32)">${draw('#fff')}</g></svg>`;
}
