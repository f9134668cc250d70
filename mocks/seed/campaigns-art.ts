// The campaigns' art, drawn as SVG from each campaign's emblem and hue (no text: the app writes titles in the
// player's language). 750 x 360, a deep gradient with a glow on the right and the emblem in gold; the mock's picture
// CDN (mocks/handlers/pictures.ts) serves each at /mock-pictures/campaign/<emblem>/<hue>.svg.
import { pictureUrl } from './picture-urls';

export const CAMPAIGN_ART_SIZE = { width: 750, height: 360 } as const;

const GOLD = '#ffd54a';

/** Emblems drawn in a 200 x 200 box. */
const EMBLEMS = {
  gift: `<rect x="50" y="86" width="100" height="76" rx="8" fill="${GOLD}"/><rect x="42" y="66" width="116" height="28" rx="6" fill="${GOLD}"/><path d="M92 66h16v96H92z" fill="#c0392b"/><path d="M100 66c-20-30-46-20-36-4 6 8 36 4 36 4zm0 0c20-30 46-20 36-4-6 8-36 4-36 4z" fill="none" stroke="#c0392b" stroke-width="8"/>`,
  wheel: `<circle cx="100" cy="100" r="66" fill="${GOLD}"/><circle cx="100" cy="100" r="56" fill="#fff" fill-opacity=".25"/><path d="M100 44v112M44 100h112M60 60l80 80M140 60l-80 80" stroke="#8a5a00" stroke-width="6"/><circle cx="100" cy="100" r="14" fill="#8a5a00"/><path d="M100 22l12 22H88z" fill="#fff"/>`,
  trophy: `<path d="M62 44h76v38a38 38 0 0 1-76 0z" fill="${GOLD}"/><path d="M62 54H42c0 26 14 36 24 36M138 54h20c0 26-14 36-24 36" fill="none" stroke="${GOLD}" stroke-width="8"/><path d="M90 118h20v22H90zM68 140h64v16H68z" fill="${GOLD}"/>`,
  coin: `<circle cx="100" cy="100" r="62" fill="${GOLD}"/><circle cx="100" cy="100" r="46" fill="none" stroke="#8a5a00" stroke-width="6"/><path d="M90 70h20v60H90z" fill="#8a5a00"/>`,
  ball: `<circle cx="100" cy="100" r="62" fill="#fff"/><path d="M100 70l26 18-10 30H84L74 88z" fill="#222"/><path d="M100 38v32M126 88l30-8M116 118l18 26M84 118l-18 26M74 88l-30-8" stroke="#222" stroke-width="5"/>`,
  star: `<path d="M100 36l19 40 44 6-32 31 8 44-39-21-39 21 8-44-32-31 44-6z" fill="${GOLD}"/>`,
  lantern: `<path d="M100 30v16" stroke="${GOLD}" stroke-width="5"/><ellipse cx="100" cy="102" rx="52" ry="58" fill="#e74c3c"/><path d="M100 44c-26 18-26 98 0 116M100 44c26 18 26 98 0 116" fill="none" stroke="${GOLD}" stroke-width="4"/><rect x="78" y="40" width="44" height="10" rx="4" fill="${GOLD}"/><rect x="78" y="156" width="44" height="10" rx="4" fill="${GOLD}"/>`,
  tree: `<path d="M100 28l40 52h-20l34 44h-26l30 38H42l30-38H46l34-44H60z" fill="#2ecc71"/><path d="M90 162h20v18H90z" fill="#8a5a00"/><circle cx="100" cy="28" r="10" fill="${GOLD}"/><circle cx="84" cy="104" r="6" fill="${GOLD}"/><circle cx="118" cy="132" r="6" fill="#e74c3c"/>`,
  heart: `<path d="M100 160C36 116 40 62 72 56c14-2 24 6 28 16 4-10 14-18 28-16 32 6 36 60-28 104z" fill="#ff5c8a"/>`,
  flag: `<path d="M56 34v136" stroke="${GOLD}" stroke-width="8"/><path d="M60 40h92l-18 32 18 32H60z" fill="#e74c3c"/><path d="M96 56l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="${GOLD}"/>`,
  medal: `<path d="M70 30h24l14 40H84zM130 30h-24l-14 40h24z" fill="#3498db"/><circle cx="100" cy="116" r="46" fill="${GOLD}"/><circle cx="100" cy="116" r="32" fill="none" stroke="#8a5a00" stroke-width="5"/>`,
  cards: `<rect x="48" y="52" width="64" height="92" rx="8" fill="#fff" transform="rotate(-12 80 98)"/><rect x="88" y="50" width="64" height="92" rx="8" fill="#fff" transform="rotate(10 120 96)"/><path d="M124 80c-12 14-18 20-18 28a9 9 0 0 0 18 4 9 9 0 0 0 18-4c0-8-6-14-18-28z" fill="#e74c3c"/>`,
  controller: `<path d="M52 78h96a26 26 0 0 1 24 34l-8 24a16 16 0 0 1-26 6l-16-16H78l-16 16a16 16 0 0 1-26-6l-8-24a26 26 0 0 1 24-34z" fill="${GOLD}"/><path d="M66 100h24M78 88v24" stroke="#8a5a00" stroke-width="7"/><circle cx="124" cy="94" r="6" fill="#8a5a00"/><circle cx="138" cy="108" r="6" fill="#8a5a00"/>`,
  calendar: `<rect x="44" y="50" width="112" height="104" rx="10" fill="#fff"/><rect x="44" y="50" width="112" height="28" rx="10" fill="${GOLD}"/><path d="M70 40v22M130 40v22" stroke="#8a5a00" stroke-width="7"/><path d="M72 112l18 18 38-40" fill="none" stroke="#27ae60" stroke-width="10"/>`,
  rocket: `<path d="M100 28c30 22 38 60 26 96H74c-12-36-4-74 26-96z" fill="#fff"/><circle cx="100" cy="76" r="14" fill="#3498db"/><path d="M74 124l-20 22 28-6zM126 124l20 22-28-6z" fill="${GOLD}"/><path d="M88 130h24l-12 34z" fill="#e67e22"/>`,
} as const;

export type CampaignEmblem = keyof typeof EMBLEMS;
export const CAMPAIGN_EMBLEMS = Object.keys(EMBLEMS) as CampaignEmblem[];

export const isCampaignEmblem = (name: string): name is CampaignEmblem => (CAMPAIGN_EMBLEMS as string[]).includes(name);

/** The URL (path on the picture CDN) of a campaign's art. */
export const campaignArtUrl = (emblem: string, hue: number): string => pictureUrl('campaign', emblem, String(hue));

/** A four-point sparkle centred on (x, y). */
const sparkle = (x: number, y: number, r: number) =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}z" fill="#fff" fill-opacity=".8"/>`;

/** The SVG document of a campaign's art. */
export function campaignArtSvg(emblem: string, hue: number): string {
  const { width, height } = CAMPAIGN_ART_SIZE;
  const drawing = isCampaignEmblem(emblem) ? EMBLEMS[emblem] : EMBLEMS.star;
  const rays = [0, 1, 2, 3, 4, 5, 6].map((ray) => `<path d="M590 180L${420 + ray * 58} -20h24z" fill="#fff" fill-opacity=".06"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 72% 22%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 36) % 360} 78% 44%)"/></linearGradient>` +
    `<radialGradient id="r" cx=".79" cy=".5" r=".42"><stop offset="0" stop-color="#fff" stop-opacity=".32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${rays}<rect width="${width}" height="${height}" fill="url(#r)"/>` +
    `<circle cx="590" cy="180" r="128" fill="none" stroke="${GOLD}" stroke-opacity=".55" stroke-width="4"/>` +
    `<g transform="translate(450 40) scale(1.4)">${drawing}</g>` +
    `${sparkle(420, 70, 14)}${sparkle(720, 84, 10)}${sparkle(706, 300, 16)}${sparkle(452, 300, 9)}` +
    `<circle cx="60" cy="300" r="120" fill="#fff" fill-opacity=".05"/></svg>`
  );
}
