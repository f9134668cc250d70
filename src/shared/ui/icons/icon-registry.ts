import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Every icon component by name. Nothing here imports artwork up front: each entry loads its set's module on
 * first render (one chunk per set file), so listing the registry costs no icon code. Screens import the icons
 * they use directly from their set file instead.
 */

export type IconSet = 'sport' | 'vip' | 'avatar' | 'tab' | 'ui';

/** Props as the registry passes them: plain values only (ids, levels, flags, sizes, titles). */
export type IconSampleProps = Record<string, string | number | boolean>;
export type RegistryIcon = ComponentType<IconSampleProps>;

interface RegistryEntry {
  set: IconSet;
  load: () => Promise<RegistryIcon>;
}

/** Widens a concrete icon to the registry's prop shape (the registry only ever passes that icon's own props). */
const asIcon = <P>(component: ComponentType<P>) => component as unknown as RegistryIcon;

const sport = () => import('./sport/SportIcon');
const badge = () => import('./vip/VipBadge');
const level = () => import('./vip/VipLevelIcon');
const avatar = () => import('./avatar/Avatar');
const tab = () => import('./tab/TabIcons');
const nav = () => import('./ui/nav-icons');
const status = () => import('./ui/status-icons');
const action = () => import('./ui/action-icons');

const ENTRIES = {
  SportIcon: { set: 'sport', load: () => sport().then((m) => asIcon(m.SportIcon)) },
  VipBadge: { set: 'vip', load: () => badge().then((m) => asIcon(m.VipBadge)) },
  VipLevelIcon: { set: 'vip', load: () => level().then((m) => asIcon(m.VipLevelIcon)) },
  Avatar: { set: 'avatar', load: () => avatar().then((m) => asIcon(m.Avatar)) },
  HomeTabIcon: { set: 'tab', load: () => tab().then((m) => asIcon(m.HomeTabIcon)) },
  PromotionsTabIcon: { set: 'tab', load: () => tab().then((m) => asIcon(m.PromotionsTabIcon)) },
  BetRecordsTabIcon: { set: 'tab', load: () => tab().then((m) => asIcon(m.BetRecordsTabIcon)) },
  SportsTabIcon: { set: 'tab', load: () => tab().then((m) => asIcon(m.SportsTabIcon)) },
  AccountTabIcon: { set: 'tab', load: () => tab().then((m) => asIcon(m.AccountTabIcon)) },
  BackIcon: { set: 'ui', load: () => nav().then((m) => asIcon(m.BackIcon)) },
  CloseIcon: { set: 'ui', load: () => nav().then((m) => asIcon(m.CloseIcon)) },
  ClearIcon: { set: 'ui', load: () => nav().then((m) => asIcon(m.ClearIcon)) },
  ArrowRightIcon: { set: 'ui', load: () => nav().then((m) => asIcon(m.ArrowRightIcon)) },
  SearchIcon: { set: 'ui', load: () => nav().then((m) => asIcon(m.SearchIcon)) },
  RefreshIcon: { set: 'ui', load: () => nav().then((m) => asIcon(m.RefreshIcon)) },
  CheckIcon: { set: 'ui', load: () => nav().then((m) => asIcon(m.CheckIcon)) },
  SettingsIcon: { set: 'ui', load: () => nav().then((m) => asIcon(m.SettingsIcon)) },
  WarningIcon: { set: 'ui', load: () => status().then((m) => asIcon(m.WarningIcon)) },
  ErrorIcon: { set: 'ui', load: () => status().then((m) => asIcon(m.ErrorIcon)) },
  InfoIcon: { set: 'ui', load: () => status().then((m) => asIcon(m.InfoIcon)) },
  SuccessIcon: { set: 'ui', load: () => status().then((m) => asIcon(m.SuccessIcon)) },
  LoadingIcon: { set: 'ui', load: () => status().then((m) => asIcon(m.LoadingIcon)) },
  EyeIcon: { set: 'ui', load: () => status().then((m) => asIcon(m.EyeIcon)) },
  EyeOffIcon: { set: 'ui', load: () => status().then((m) => asIcon(m.EyeOffIcon)) },
  LockIcon: { set: 'ui', load: () => status().then((m) => asIcon(m.LockIcon)) },
  CopyIcon: { set: 'ui', load: () => status().then((m) => asIcon(m.CopyIcon)) },
  CalendarIcon: { set: 'ui', load: () => status().then((m) => asIcon(m.CalendarIcon)) },
  HeadsetIcon: { set: 'ui', load: () => action().then((m) => asIcon(m.HeadsetIcon)) },
  MailIcon: { set: 'ui', load: () => action().then((m) => asIcon(m.MailIcon)) },
  WalletIcon: { set: 'ui', load: () => action().then((m) => asIcon(m.WalletIcon)) },
  WithdrawIcon: { set: 'ui', load: () => action().then((m) => asIcon(m.WithdrawIcon)) },
  GiftIcon: { set: 'ui', load: () => action().then((m) => asIcon(m.GiftIcon)) },
  ShareIcon: { set: 'ui', load: () => action().then((m) => asIcon(m.ShareIcon)) },
  PhoneIcon: { set: 'ui', load: () => action().then((m) => asIcon(m.PhoneIcon)) },
} satisfies Record<string, RegistryEntry>;

export type IconName = keyof typeof ENTRIES;

export const ICON_NAMES = Object.keys(ENTRIES) as IconName[];

export const ICON_SETS: readonly IconSet[] = ['sport', 'vip', 'avatar', 'tab', 'ui'];

export function iconSetOf(name: IconName): IconSet {
  return ENTRIES[name].set;
}

/** Loads one icon component (its whole set file). */
export function loadIcon(name: IconName): Promise<RegistryIcon> {
  return ENTRIES[name].load();
}

/** Name -> lazily loaded component; render inside a Suspense boundary. */
export const iconRegistry = Object.fromEntries(
  ICON_NAMES.map((name) => [name, lazy(() => loadIcon(name).then((component) => ({ default: component })))]),
) as Record<IconName, LazyExoticComponent<RegistryIcon>>;
