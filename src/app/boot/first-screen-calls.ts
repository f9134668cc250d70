// The first screen's data, started with the page rather than after the app's code (docs/decisions/032). The live
// build compiles this file on its own and inlines it into index.html after the start-up skeleton (vite.config.ts,
// bootPreload), so it runs while the app's code downloads. For a guest: on / it starts the home carousel's call with
// the headers the main API client would send and draws the first banner into the skeleton's banner block, so the
// screen's largest picture does not wait for the app; on /match-detail/:id it starts the provider's match detail call
// as the sports client would send it (headers and body). The clients then take those answers instead of asking again
// (src/shared/api/early-calls.ts). window.__lotusBootPaint settles once the banner is drawn (or cannot be):
// index.html starts the app after it, so the app's start-up work does not compete with the first picture (it waits
// 1 s at most).
import { getMainApiBaseUrl, joinUrl, mainApiHeaders } from '@/shared/api/main-headers';
import { startEarlyCall } from '@/shared/api/early-calls';
import type { ActivitySummary, Advertise } from '@/shared/api/generated/main/model';
import { withProviderFields } from '@/shared/api/sports-body';
import { resolveSportsGuestApiUrl } from '@/shared/config/env';
import { normaliseLanguage, setLanguage } from '@/shared/i18n/language';
import { SHELL_PATHS } from '@/shared/config/shell-paths';
import { getToken } from '@/shared/session/token-store';
import { ACTIVITY_LIST_PATH } from './first-screen-paths';
import { carouselBanners, DEFAULT_CAROUSEL_URL } from '@/features/home/lib/carousel';
import { MATCH_DETAIL_PATH, matchIdOf } from '@/features/sportsbook/match-detail/match-call';

declare global {
  interface Window {
    __lotusBootPaint?: Promise<void>;
  }
}

const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

/** Puts a picture into the skeleton's block (the banner's, a campaign's art) and resolves once it has been drawn. */
function drawPicture(selector: string, url: string): Promise<void> {
  const block = document.querySelector(`.boot ${selector}`);
  if (!block) return Promise.resolve();
  const image = new Image(750, 300);
  image.className = 'boot-picture';
  image.alt = '';
  image.fetchPriority = 'high';
  image.src = url;
  block.appendChild(image);
  return image.decode().then(nextFrame, () => undefined);
}

function startHomeCarousel(): Promise<void> {
  const path = DEFAULT_CAROUSEL_URL;
  const headers = { ...mainApiHeaders(path.split('?')[0] ?? path), 'Content-Type': 'application/json' };
  return startEarlyCall('GET', joinUrl(getMainApiBaseUrl(), path), headers)
    .then((response) => response.clone().json() as Promise<{ code?: unknown; data?: Advertise[] }>)
    .then((answer) => {
      const first = Array.isArray(answer.data) ? carouselBanners(answer.data)[0] : undefined;
      return first?.imageUrl ? drawPicture('.boot-banner', first.imageUrl) : undefined;
    })
    .catch(() => undefined);
}

/** On /activity (every category): the campaign list's call, and the first campaign's art drawn where its card comes. */
function startCampaignList(): Promise<void> {
  const headers = { ...mainApiHeaders(ACTIVITY_LIST_PATH), 'Content-Type': 'application/json' };
  return startEarlyCall('GET', joinUrl(getMainApiBaseUrl(), ACTIVITY_LIST_PATH), headers)
    .then((response) => response.clone().json() as Promise<{ code?: unknown; data?: ActivitySummary[] }>)
    .then((answer) => {
      const first = Array.isArray(answer.data) ? answer.data[0] : undefined;
      return first?.imageUrl ? drawPicture('.boot-art', first.imageUrl) : undefined;
    })
    .catch(() => undefined);
}

/**
 * Starts the match detail call as the sports client sends it for a guest (src/shared/api/sports-client.ts: empty
 * token, the guest address, the provider fields in the body). Nothing is drawn from it: the scoreboard's layout
 * depends on the app's texts (period names, clock), so the screen draws it once the app runs, without waiting for
 * the call.
 */
function startMatchDetail(matchId: number): void {
  const body = withProviderFields(JSON.stringify({ matchId })) as string;
  const headers = { 'Content-Type': 'application/json', Authorization: '' };
  startEarlyCall('POST', joinUrl(resolveSportsGuestApiUrl(), MATCH_DETAIL_PATH), headers, body).catch(() => undefined);
}

const page = location.pathname.replace(/\/+$/, '') || '/';
const matchId = matchIdOf(/^\/match-detail\/([^/]+)$/.exec(page)?.[1]);
const search = new URLSearchParams(location.search);
// The promotions tab's first card is the list's first campaign only without a category chosen.
const activity = page === SHELL_PATHS.activity && !search.has('category');
if ((page === SHELL_PATHS.home || activity || matchId !== null) && !getToken()) {
  // The language the app will start in (src/shared/i18n: ?lang= first, then the stored one): the call carries it.
  const fromUrl = normaliseLanguage(search.get('lang'));
  if (fromUrl) setLanguage(fromUrl);
  if (matchId !== null) startMatchDetail(matchId);
  else window.__lotusBootPaint = activity ? startCampaignList() : startHomeCarousel();
}
