/**
 * The tab bar entries (SPEC.md section 2 "Main tabs"):
 * home /, in-play sports /sports (second, only with the C-sport flag), promotions /activity, the fourth slot,
 * my account /user-center.
 *
 * The fourth slot is the live tab when the player has live games and the bet-record tab
 * (/user-center-bet-record?app=false) when they have none. "Has live games" is read as the live feature being
 * available to the player (see docs/decisions on the tab bar); with the C-sport flag on this slot is the fourth
 * tab, and tapping it resets the sports navigation state.
 */
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';

export type TabId = 'home' | 'sports' | 'activity' | 'live' | 'betRecord' | 'account';

export interface TabDefinition {
  id: TabId;
  /** Path the tab opens. */
  pathname: string;
  /** Query string the tab opens with, without the question mark. */
  search: string;
  /** Message key (namespace:key) of the label. */
  labelKey: string;
  /** Paths (prefixes) on which this tab shows as the current one. */
  activeOn: readonly string[];
  /** The replaceable fourth slot (live or bet records). */
  fourthSlot: boolean;
}

export interface TabFlags {
  /** The C-sport feature flag: in-play sports gets its own tab. */
  cSport: boolean;
  /** The player has live games: the fourth slot is the live tab instead of bet records. */
  hasLiveGames: boolean;
}

/** A tab that opens its own path with no query, shows as current on that path only, and is not the fourth slot. */
function tab(id: TabId, pathname: string, labelKey: string, more: Partial<TabDefinition> = {}): TabDefinition {
  return { id, pathname, search: '', labelKey, activeOn: [pathname], fourthSlot: false, ...more };
}

const HOME = tab('home', PATHS.home, 'common:tabbar.home');
const SPORTS = tab('sports', PATHS.sports, 'common:tabbar.sports', { activeOn: [PATHS.sports, PATHS.maintain] });
const ACTIVITY = tab('activity', PATHS.activity, 'common:tabbar.activity');
const LIVE = tab('live', PATHS.live, 'overlays:tabbar.live', { fourthSlot: true });
const BET_RECORD = tab('betRecord', PATHS.userCenterBetRecord, 'common:tabbar.betRecord', {
  search: 'app=false',
  fourthSlot: true,
});
const ACCOUNT = tab('account', PATHS.userCenter, 'common:tabbar.account');

export function buildTabs({ cSport, hasLiveGames }: TabFlags): TabDefinition[] {
  const tabs = [HOME, ACTIVITY, hasLiveGames ? LIVE : BET_RECORD, ACCOUNT];
  if (cSport) tabs.splice(1, 0, SPORTS);
  return tabs;
}

/** The address a tab opens. */
export function tabHref(tab: TabDefinition): string {
  return tab.search ? `${tab.pathname}?${tab.search}` : tab.pathname;
}

/** Whether the tab is the current one for this path (exact for home, else the path or one below it). */
export function isTabActive(tab: TabDefinition, pathname: string): boolean {
  return tab.activeOn.some((base) =>
    base === PATHS.home ? pathname === PATHS.home : pathname === base || pathname.startsWith(`${base}/`),
  );
}
