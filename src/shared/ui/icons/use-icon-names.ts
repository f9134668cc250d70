import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarNameKey, sportNameKey, toVipLevel } from './icon-data';

export type TabIconKey = 'home' | 'promotions' | 'betRecords' | 'sports' | 'account';

export type UiIconKey =
  | 'back' | 'close' | 'clear' | 'arrowRight' | 'search' | 'refresh' | 'check' | 'settings'
  | 'warning' | 'error' | 'info' | 'success' | 'loading' | 'eye' | 'eyeOff' | 'lock' | 'copy' | 'calendar'
  | 'headset' | 'mail' | 'wallet' | 'withdraw' | 'gift' | 'share' | 'phone';

export interface IconNames {
  sport(sportId: number): string;
  vipBadge(level: number): string;
  vipLevel(level: number): string;
  avatar(id: number): string;
  tab(key: TabIconKey): string;
  ui(key: UiIconKey): string;
}

/**
 * Accessible names of icons in the current language (icons namespace), for the `title` of an icon that stands
 * on its own: `<SportIcon sportId={1} title={names.sport(1)} />`.
 */
export function useIconNames(): IconNames {
  const { t } = useTranslation('icons');
  return useMemo(() => {
    const levelName = (level: number) => t(`vip.level.${toVipLevel(level)}`);
    return {
      sport: (sportId) => t(sportNameKey(sportId)),
      vipBadge: (level) => t('vip.badge', { level: toVipLevel(level), name: levelName(level) }),
      vipLevel: (level) => t('vip.levelIcon', { level: toVipLevel(level), name: levelName(level) }),
      avatar: (id) => t(avatarNameKey(id)),
      tab: (key) => t(`tab.${key}`),
      ui: (key) => t(`ui.${key}`),
    };
  }, [t]);
}
