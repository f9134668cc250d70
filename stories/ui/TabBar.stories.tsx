import preview from '../../.storybook/preview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { expect, fn } from 'storybook/test';
import { i18n } from '@/shared/i18n';
import { TabBar, type TabBarItem } from '@/shared/ui/tab-bar/TabBar';
import { text } from '../support/text';

function Glyph({ d, filled }: { d: string; filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" data-filled={filled}>
      <path d={d} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

const SHAPES = {
  home: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z',
  sports: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 8l4 3-1.5 4.5h-5L8 11z',
  activity: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13',
  betRecord: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  account: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21a8 8 0 0 1 16 0',
} as const;
const PATHS = { home: '/', sports: '/sports', activity: '/activity', betRecord: '/user-center-bet-record', account: '/user-center' } as const;
type TabKey = keyof typeof SHAPES;

interface DemoProps {
  /** Unread letters on the account tab. */
  unread?: number;
  /** Buttons with a screen-held active tab instead of router links. */
  asButtons?: boolean;
  onSelect?: (key: string) => void;
  /** The bet-record tab keeps the player where they are (as the shell does under maintenance). */
  holdBetRecord?: boolean;
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** The bottom bar with the app's four tabs and their messages. */
function BottomBar({ unread = 0, asButtons = false, onSelect, holdBetRecord = false }: DemoProps) {
  const { t } = useTranslation('common');
  const [active, setActive] = useState<TabKey>('home');
  const items: TabBarItem[] = (Object.keys(SHAPES) as TabKey[]).map((key) => ({
    key,
    label: t(`tabbar.${key}`),
    icon: <Glyph d={SHAPES[key]} filled={false} />,
    activeIcon: <Glyph d={SHAPES[key]} filled />,
    to: asButtons ? undefined : PATHS[key],
    badge: key === 'account' ? unread : undefined,
    onSelect: (event) => {
      onSelect?.(key);
      if (holdBetRecord && key === 'betRecord') event.preventDefault();
      if (asButtons) setActive(key);
    },
  }));
  return (
    <>
      <Location />
      <TabBar items={items} activeKey={asButtons ? active : undefined} />
    </>
  );
}

const tab = (key: TabKey) => text(`common:tabbar.${key}`);
/** The text part of each tab (the element that cuts a label that does not fit). */
const canvasLabels = (tabs: HTMLElement[]) => tabs.map((item) => item.lastElementChild as HTMLElement);

const meta = preview.meta({
  title: 'UI/TabBar',
  component: BottomBar,
  args: { onSelect: fn() },
  loaders: [() => i18n.loadNamespaces('layout')],
  parameters: { route: { url: '/', path: '*' } },
});

export const FollowsTheRoute = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: text('layout:tabBar.label') });
    const home = canvas.getByRole('link', { name: tab('home') });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home.querySelector('svg')).toHaveAttribute('data-filled', 'true');
    await expect(nav.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);

    await userEvent.click(canvas.getByRole('link', { name: tab('activity') }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/activity');
    await expect(canvas.getByRole('link', { name: tab('activity') })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: tab('home') })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: tab('home') }).querySelector('svg')).toHaveAttribute('data-filled', 'false');
    await expect(args.onSelect).toHaveBeenCalledWith('activity');
  },
});

/**
 * Five tabs (as the shell shows them) with the longest Vietnamese labels, each tab active in turn, on a 320 px phone
 * and the default 375 px one: every label is shown whole, never cut to an ellipsis.
 */
export const WholeLabels = meta.story({
  args: { asButtons: true },
  play: async ({ canvas, userEvent }) => {
    for (const key of Object.keys(SHAPES) as TabKey[]) {
      await userEvent.click(canvas.getByRole('button', { name: tab(key) }));
      for (const label of canvasLabels(canvas.getAllByRole('button'))) {
        await expect(label.scrollWidth, label.textContent ?? '').toBeLessThanOrEqual(label.clientWidth);
      }
    }
  },
});

export const WholeLabelsOnASmallPhone = meta.story({ ...WholeLabels.input, globals: { viewport: { value: 'phone320', isRotated: false } } });

export const TouchTargets = meta.story({
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    for (const link of canvas.getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
});

export const UnreadBadge = meta.story({
  args: { unread: 5 },
  play: async ({ canvas }) => {
    const account = canvas.getByRole('link', { name: `${tab('account')} ${text('layout:badge.count', { count: 5 })}` });
    await expect(account.querySelector('[data-testid="count-badge"]')).toHaveTextContent(/^5$/);
  },
});

export const BadgeAbove99 = meta.story({
  args: { unread: 120 },
  play: async ({ canvas }) => {
    const account = canvas.getByRole('link', { name: `${tab('account')} ${text('layout:badge.count', { count: 120 })}` });
    await expect(account.querySelector('[data-testid="count-badge"]')).toHaveTextContent(/^99\+$/);
  },
});

export const NoBadgeWithoutUnread = meta.story({
  args: { unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: tab('account') })).toBeInTheDocument();
    await expect(canvas.queryByTestId('count-badge')).not.toBeInTheDocument();
  },
});

export const ButtonsWithScreenState = meta.story({
  args: { asButtons: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: tab('home') })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: tab('account') }));
    await expect(args.onSelect).toHaveBeenCalledWith('account');
    await expect(canvas.getByRole('button', { name: tab('account') })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: tab('home') })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
  },
});

export const SelectCanKeepThePlace = meta.story({
  args: { holdBetRecord: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: tab('betRecord') }));
    await expect(args.onSelect).toHaveBeenCalledWith('betRecord');
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
    await expect(canvas.getByRole('link', { name: tab('home') })).toHaveAttribute('aria-current', 'page');
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  args: { unread: 8 },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('link', { name: tab('home') })).toHaveAttribute('aria-current', 'page');
  },
});
