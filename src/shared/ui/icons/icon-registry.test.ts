import { describe, expect, it } from 'vitest';
import { ICON_NAMES, iconRegistry, iconSetOf, loadIcon } from './icon-registry';

const SET_MODULES = {
  sport: () => import('./sport/SportIcon'),
  badge: () => import('./vip/VipBadge'),
  level: () => import('./vip/VipLevelIcon'),
  avatar: () => import('./avatar/Avatar'),
  tab: () => import('./tab/TabIcons'),
  nav: () => import('./ui/nav-icons'),
  status: () => import('./ui/status-icons'),
  action: () => import('./ui/action-icons'),
};

describe('iconRegistry', () => {
  it('has a lazy component for every name', () => {
    expect(Object.keys(iconRegistry).sort()).toEqual([...ICON_NAMES].sort());
    expect(ICON_NAMES.length).toBe(4 + 5 + 25);
  });

  it('loads the very component its set file exports under the same name', async () => {
    const exported = new Map<string, unknown>();
    for (const load of Object.values(SET_MODULES)) {
      for (const [name, value] of Object.entries(await load())) if (typeof value === 'function') exported.set(name, value);
    }
    for (const name of ICON_NAMES) {
      expect(await loadIcon(name), name).toBe(exported.get(name));
    }
  });

  it('lists every component the set files export', async () => {
    const exported: string[] = [];
    for (const load of Object.values(SET_MODULES)) {
      for (const [name, value] of Object.entries(await load())) if (typeof value === 'function') exported.push(name);
    }
    expect(exported.sort()).toEqual([...ICON_NAMES].sort());
  });

  it('puts each icon in its set', () => {
    expect(iconSetOf('SportIcon')).toBe('sport');
    expect(iconSetOf('VipLevelIcon')).toBe('vip');
    expect(iconSetOf('Avatar')).toBe('avatar');
    expect(iconSetOf('HomeTabIcon')).toBe('tab');
    expect(iconSetOf('PhoneIcon')).toBe('ui');
  });
});
