import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { i18n } from '@/shared/i18n';
import { Tabs, type TabItem } from '@/shared/ui/tabs/Tabs';
import { text } from '../support/text';

const PERIODS = ['1', '3', '4', '7'] as const;

interface DemoProps {
  onChange?: (key: string) => void;
  /** Repeats the period tabs until there are this many, to overflow the width. */
  count?: number;
  disableSecond?: boolean;
  badgeOnLast?: number;
  /** Names what the last tab's badge counts (matches), for screen readers. */
  labelBadge?: boolean;
}

/** The match-period tabs of the sportsbook (Live, Today, Early, Outrights), each with its own panel. */
function PeriodTabs({ onChange, count = PERIODS.length, disableSecond = false, badgeOnLast, labelBadge = false }: DemoProps) {
  const { t } = useTranslation(['home', 'common', 'sports']);
  const items: TabItem[] = Array.from({ length: count }, (_, i) => {
    const period = PERIODS[i % PERIODS.length] ?? '1';
    const round = Math.floor(i / PERIODS.length);
    return {
      key: `p${i}`,
      label: round === 0 ? t(`home:count.${period}`) : `${t(`home:count.${period}`)} ${round + 1}`,
      disabled: disableSecond && i === 1,
      badge: i === count - 1 ? badgeOnLast : undefined,
      badgeLabel: labelBadge && i === count - 1 ? t('sports:leagues.count', { count: badgeOnLast ?? 0 }) : undefined,
    };
  });
  return (
    <Tabs items={items} label={t('home:sportsToday')} onChange={onChange}>
      {(key) => <p data-testid="panel-key">{key}</p>}
    </Tabs>
  );
}

const period = (code: (typeof PERIODS)[number]) => text(`home:count.${code}`);

const meta = preview.meta({
  title: 'UI/Tabs',
  component: PeriodTabs,
  args: { onChange: fn() },
  loaders: [() => i18n.loadNamespaces(['layout', 'home', 'sports'])],
});

export const ClickToSwitch = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tablist', { name: text('home:sportsToday') })).toBeInTheDocument();
    const live = canvas.getByRole('tab', { name: period('1') });
    await expect(live).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(period('1'));

    await userEvent.click(canvas.getByRole('tab', { name: period('3') }));
    await expect(args.onChange).toHaveBeenCalledWith('p1');
    await expect(canvas.getByRole('tab', { name: period('3') })).toHaveAttribute('aria-selected', 'true');
    await expect(live).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(period('3'));
    await expect(canvas.getByTestId('panel-key')).toHaveTextContent('p1');
  },
});

export const ArrowKeys = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const tabs = canvas.getAllByRole('tab');
    // One tab stop: Tab lands on the selected tab, the next Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tabs[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('p0');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
});

export const DisabledTabIsSkipped = meta.story({
  args: { disableSecond: true },
  play: async ({ canvas, userEvent }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[1]).toBeDisabled();
    tabs[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[2]).toHaveFocus();
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
  },
});

export const ManyTabsScroll = meta.story({
  args: { count: 12 },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.scrollLeft).toBe(0);
    canvas.getAllByRole('tab')[0]?.focus();
    await userEvent.keyboard('{End}');
    const last = canvas.getAllByRole('tab')[11];
    await expect(last).toHaveAttribute('aria-selected', 'true');
    // The list scrolled so the selected tab is fully in view; the page itself did not move sideways.
    await waitFor(() => {
      const listBox = list.getBoundingClientRect();
      const tabBox = last?.getBoundingClientRect();
      expect(tabBox && tabBox.right <= listBox.right + 1 && tabBox.left >= listBox.left - 1).toBe(true);
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const WithBadge = meta.story({
  args: { badgeOnLast: 3 },
  play: async ({ canvas }) => {
    // Without a label the tab is read with the bare count, not as something new.
    const tab = canvas.getByRole('tab', { name: `${period('7')} 3` });
    await expect(tab.querySelector('[data-testid="count-badge"]')).toHaveTextContent('3');
  },
});

export const LabelledBadgeInScrolledList = meta.story({
  args: { count: 12, badgeOnLast: 150, labelBadge: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The caller says what the count is; the eye still sees at most 99+.
    const tab = canvas.getByRole('tab', { name: `${period('7')} 3 ${text('sports:leagues.count', { count: 150 })}` });
    await expect(tab.querySelector('[data-testid="count-badge"]')).toHaveTextContent('99+');
    // The hidden count of the last, scrolled-away tab stays inside the list instead of widening the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  args: { badgeOnLast: 2 },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('tab', { name: period('1') })).toHaveAttribute('aria-selected', 'true');
  },
});
