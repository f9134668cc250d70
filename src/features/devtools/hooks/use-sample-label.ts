import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useIconNames } from '@/shared/ui/icons/use-icon-names';
import type { IconSample } from '../lib/icon-samples';

/** The name a tile shows for its sample, in the current language. */
export function useSampleLabel(): (sample: IconSample) => string {
  const { t } = useTranslation('devtools');
  const names = useIconNames();
  return useCallback(
    (sample: IconSample) => {
      const { label } = sample;
      const withState = (name: string, active: boolean) =>
        t('iconList.withState', { name, state: t(active ? 'iconList.state.active' : 'iconList.state.inactive') });
      const name = (() => {
        switch (label.kind) {
          case 'sport':
            return withState(names.sport(label.sportId), label.active);
          case 'vipBadge':
            return names.vipBadge(label.level);
          case 'vipLevel':
            return names.vipLevel(label.level);
          case 'avatar':
            return names.avatar(label.id);
          case 'tab':
            return withState(names.tab(label.key), label.active);
          case 'ui':
            return names.ui(label.key);
        }
      })();
      return sample.fallback ? t('iconList.fallback', { name }) : name;
    },
    [t, names],
  );
}
