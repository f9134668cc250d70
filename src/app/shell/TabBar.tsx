import type { MouseEvent, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';
import { C_SPORT_GAME_ID } from '@/shared/game-types/lib/game-type-rules';
import { resetSportsNavState } from '@/shared/sports/nav-state';
import {
  AccountTabIcon,
  BetRecordsTabIcon,
  HomeTabIcon,
  PromotionsTabIcon,
  SportsTabIcon,
  type TabIconProps,
} from '@/shared/ui/icons/tab/TabIcons';
import { TabBar as TabBarView, type TabBarItem } from '@/shared/ui/tab-bar/TabBar';
import { buildTabs, isTabActive, tabHref, type TabId } from './tab-bar/build-tabs';
import { LiveTabIcon } from './tab-bar/LiveTabIcon';
import { useTabFlags } from './tab-bar/use-tab-flags';
import { useUnreadLetterCount } from '@/shared/letters/letter-queries';

const ICONS: Record<TabId, (props: TabIconProps) => ReactElement> = {
  home: HomeTabIcon,
  sports: SportsTabIcon,
  activity: PromotionsTabIcon,
  live: LiveTabIcon,
  betRecord: BetRecordsTabIcon,
  account: AccountTabIcon,
};

/**
 * The bottom tab bar with the rules of SPEC.md section 2: sports second with the C-sport flag, live or bet
 * records in the fourth slot, the unread letter badge on the account tab, the sports tab to /maintain while game
 * 1001101101 is under maintenance, and the fourth tab resetting the sports navigation state.
 */
export function TabBar() {
  const { t } = useTranslation(['common', 'overlays']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { cSport, hasLiveGames, isGameUnderMaintenance } = useTabFlags();
  const unread = useUnreadLetterCount();
  const tabs = buildTabs({ cSport, hasLiveGames });

  const onSelect = (id: TabId, fourthSlot: boolean) => (event: MouseEvent<HTMLElement>) => {
    if (fourthSlot) resetSportsNavState();
    if (id === 'sports' && isGameUnderMaintenance(C_SPORT_GAME_ID)) {
      event.preventDefault();
      navigate(PATHS.maintain);
    }
  };

  const items: TabBarItem[] = tabs.map((tab) => {
    const Icon = ICONS[tab.id];
    return {
      key: tab.id,
      label: t(tab.labelKey),
      icon: <Icon />,
      activeIcon: <Icon active />,
      to: tabHref(tab),
      badge: tab.id === 'account' ? unread : undefined,
      onSelect: onSelect(tab.id, tab.fourthSlot),
    };
  });
  const active = tabs.find((tab) => isTabActive(tab, pathname));

  return <TabBarView items={items} activeKey={active?.id ?? ''} label={t('common:nav.main')} />;
}
