// The mock's picture CDN: GET /mock-pictures/<kind>/<parts>.svg draws the picture its path names (the seed stores
// only these URLs, mocks/seed/picture-urls.ts). Answered with a long cache lifetime, as a CDN serves a file that
// never changes under its URL, so the browser loads each picture once and lazily.
import { http, HttpResponse } from 'msw';
import { campaignArtSvg, isCampaignEmblem } from '../seed/campaigns-art';
import { bannerSvg, iconSvg, isEmblem, tileSvg } from '../seed/game-lobby-images';
import { PICTURE_PATH } from '../seed/picture-urls';
import { avatarSvg, coverSvg, isCoverMotif } from '../seed/rooms-images';
import { isLogoShape, logoSvg } from '../seed/sports-logos';

/** The SVG a picture path names (the part after /mock-pictures/, without .svg), or null when it names none. */
export function drawPicture(path: string): string | null {
  let parts: string[];
  try {
    parts = path.split('/').map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
  const [kind, first = '', second = '', third = ''] = parts;
  if (parts.length === 3 && isEmblem(second)) {
    if (kind === 'tile') return tileSvg(first, second);
    if (kind === 'banner') return bannerSvg(first, second);
    if (kind === 'icon' || kind === 'icon-active') return iconSvg(first, second, kind === 'icon-active');
  }
  if (parts.length === 3 && kind === 'campaign' && isCampaignEmblem(first) && /^\d+$/.test(second) && Number(second) < 360) return campaignArtSvg(first, Number(second));
  if (parts.length === 3 && kind === 'cover' && isCoverMotif(second)) return coverSvg(first, second);
  if (parts.length === 2 && kind === 'avatar') return avatarSvg(first);
  if (parts.length === 4 && kind === 'logo' && isLogoShape(first) && /^\d+$/.test(second)) return logoSvg(first, Number(second), third);
  return null;
}

export const pictureHandlers = [
  http.get(`*${PICTURE_PATH}/*`, ({ request }) => {
    const { pathname } = new URL(request.url);
    const svg = pathname.endsWith('.svg') ? drawPicture(pathname.slice(PICTURE_PATH.length + 1, -'.svg'.length)) : null;
    if (svg === null) return new HttpResponse('No such picture', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    return new HttpResponse(svg, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  }),
];
