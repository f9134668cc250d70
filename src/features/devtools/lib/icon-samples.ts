import { AVATAR_IDS, SPORT_IDS, VIP_LEVELS } from '@/shared/ui/icons/icon-data';
import { iconSetOf, type IconName, type IconSampleProps, type IconSet } from '@/shared/ui/icons/icon-registry';
import { TAB_ICONS, UI_ICONS } from '@/shared/ui/icons/icon-keys';
import type { TabIconKey, UiIconKey } from '@/shared/ui/icons/use-icon-names';
import { formatIconTag } from './icon-tag';

/** How a sample is named in the list (resolved against the icons namespace by the screen). */
export type SampleLabel =
  | { kind: 'sport'; sportId: number; active: boolean }
  | { kind: 'vipBadge' | 'vipLevel'; level: number }
  | { kind: 'avatar'; id: number }
  | { kind: 'tab'; key: TabIconKey; active: boolean }
  | { kind: 'ui'; key: UiIconKey };

/** One tile of /icon-list: a registry component with the props it is shown with, and its copyable tag. */
export interface IconSample {
  key: string;
  name: IconName;
  set: IconSet;
  props: IconSampleProps;
  tag: string;
  label: SampleLabel;
  /** Shows what an unknown id falls back to. */
  fallback?: boolean;
}

/** An id no sport, level or avatar uses, to show each set's fallback. */
export const UNKNOWN_SPORT_ID = 999;
export const UNKNOWN_AVATAR_ID = 0;

function sample(name: IconName, props: IconSampleProps, label: SampleLabel, fallback = false): IconSample {
  const tag = formatIconTag(name, props);
  return { key: tag, name, set: iconSetOf(name), props, tag, label, ...(fallback ? { fallback } : {}) };
}

/** Every tile of /icon-list, set by set: each sport inactive and active, each VIP level, avatar, tab and UI icon. */
export const ICON_SAMPLES: readonly IconSample[] = [
  ...SPORT_IDS.flatMap((sportId) =>
    [false, true].map((active) => sample('SportIcon', active ? { sportId, active } : { sportId }, { kind: 'sport', sportId, active })),
  ),
  sample('SportIcon', { sportId: UNKNOWN_SPORT_ID }, { kind: 'sport', sportId: UNKNOWN_SPORT_ID, active: false }, true),
  ...VIP_LEVELS.map((level) => sample('VipBadge', { level }, { kind: 'vipBadge', level })),
  ...VIP_LEVELS.map((level) => sample('VipLevelIcon', { level }, { kind: 'vipLevel', level })),
  ...AVATAR_IDS.map((id) => sample('Avatar', { id }, { kind: 'avatar', id })),
  sample('Avatar', { id: UNKNOWN_AVATAR_ID }, { kind: 'avatar', id: UNKNOWN_AVATAR_ID }, true),
  ...TAB_ICONS.flatMap(([name, key]) =>
    [false, true].map((active) => sample(name, active ? { active } : {}, { kind: 'tab', key, active })),
  ),
  ...UI_ICONS.map(([name, key]) => sample(name, {}, { kind: 'ui', key })),
];
