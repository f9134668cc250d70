import type { Advertise, HomeBar } from '@/shared/api/generated/main/model';
import { activityPage } from '@/shared/config/activity-pages';
import { SHELL_PATHS as PATHS, withQuery } from '@/shared/config/shell-paths';
import { encodeBase64Utf8 } from '@/shared/lib/base64';
import { inAppPath } from '@/shared/lib/redirect-target';

/**
 * Where a banner or a quick entry leads. Everything resolves to a path inside the app: activities to their page,
 * routes as given, outside addresses through /webview (base64 url and title, SPEC.md section 2 "Embedded page").
 * Anything else (no jump, a route leaving the site, a non-http address) is not a link at all.
 */

/** The sports game type (SPEC.md section 9): its category entry opens the sportsbook, not a game lobby. */
const SPORT_TYPE = 1001101;

/** /webview showing an absolute http(s) address, or null for anything else. */
export function webviewPath(address: string, title: string): string | null {
  const text = address.trim();
  if (!/^https?:\/\/[^/\s]/i.test(text)) return null;
  return withQuery(PATHS.webview, { title, url: encodeBase64Utf8(text) });
}

/** The in-app path a banner opens, or null when it opens nothing. */
export function bannerTarget(banner: Advertise): string | null {
  switch (banner.jumpType) {
    case 1: {
      if (banner.activityId === null || banner.activityId === undefined) return null;
      const page = activityPage(banner.activityType) ?? PATHS.activityDetail;
      return withQuery(page, { advertiseId: banner.id, activityId: banner.activityId, type: banner.activityType, title: banner.title });
    }
    case 2:
      return inAppPath(banner.jumpUrl);
    case 3:
      return webviewPath(banner.jumpUrl ?? '', banner.title);
    default:
      return null;
  }
}

/** The in-app path a quick entry opens, or null when it opens nothing. */
export function homeBarTarget(entry: HomeBar): string | null {
  switch (entry.jumpType) {
    case 1:
      if (entry.gameTypeId === null || entry.gameTypeId === undefined) return null;
      return entry.gameTypeId === SPORT_TYPE ? PATHS.sports : withQuery(PATHS.game, { gameTypeId: entry.gameTypeId });
    case 2:
      return entry.lobbyCode ? withQuery(PATHS.game, { lobbyCode: entry.lobbyCode }) : null;
    case 3:
      return inAppPath(entry.jumpUrl);
    case 4:
      return webviewPath(entry.jumpUrl ?? '', entry.name);
    default:
      return null;
  }
}
