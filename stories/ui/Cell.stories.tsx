import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { i18n } from '@/shared/i18n';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { text } from '../support/text';
import { LineIcon } from './support/LineIcon';

interface DemoProps {
  onRefresh?: () => void;
  unread?: number;
}

/** An account page: a link row with a value, an action row, a plain row, badges and a disabled row. */
function AccountRows({ onRefresh, unread = 3 }: DemoProps) {
  const { t } = useTranslation(['common', 'home']);
  return (
    <CellGroup title={t('common:tabbar.account')} inset>
      <Cell icon={<LineIcon d="M3 7h18v12H3zM3 7l13-4v4M16 13h3" />} title={t('home:balance')} value="1,250.00" to="/deposit" />
      <Cell title={t('home:refreshBalance')} description={t('home:guest')} onClick={onRefresh} />
      <Cell title={t('common:tabbar.betRecord')} value="12" />
      <Cell title={t('common:tabbar.activity')} badge={unread} to="/activity" />
      <Cell title={t('home:liveMatches')} badge to="/live" />
      <Cell title={t('common:common.depositLocked')} onClick={onRefresh} disabled />
    </CellGroup>
  );
}

const meta = preview.meta({
  title: 'UI/Cell',
  component: AccountRows,
  args: { onRefresh: fn() },
  loaders: [() => i18n.loadNamespaces(['layout', 'home'])],
});

const arrowOf = (row: HTMLElement) => row.querySelector('svg path[d="M9 5l7 7-7 7"]');

export const LinkRowNavigates = meta.story({
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: text('common:tabbar.account') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const balance = canvas.getByRole('link', { name: new RegExp(text('home:balance')) });
    await expect(balance).toHaveTextContent('1,250.00');
    await expect(arrowOf(balance)).not.toBeNull();
    await expect(balance.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(balance);
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent('/deposit');
  },
});

export const ButtonRowActs = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const row = canvas.getByRole('button', { name: new RegExp(text('home:refreshBalance')) });
    await expect(row).toHaveTextContent(text('home:guest'));
    await expect(arrowOf(row)).not.toBeNull();
    await userEvent.click(row);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
});

export const PlainRowHasNoArrow = meta.story({
  play: async ({ canvas }) => {
    const row = canvas.getByText(text('common:tabbar.betRecord')).closest('li');
    await expect(row).not.toBeNull();
    if (!row) return;
    await expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    await expect(arrowOf(row)).toBeNull();
    await expect(row).toHaveTextContent('12');
  },
});

export const Badges = meta.story({
  args: { unread: 150 },
  play: async ({ canvas }) => {
    const counted = canvas.getByRole('link', { name: `${text('common:tabbar.activity')} ${text('layout:badge.count', { count: 150 })}` });
    await expect(counted.querySelector('[data-testid="count-badge"]')).toHaveTextContent('99+');
    const dotted = canvas.getByRole('link', { name: `${text('home:liveMatches')} ${text('layout:badge.dot')}` });
    await expect(dotted.querySelector('[data-testid="count-badge"]')).toHaveTextContent('');
  },
});

export const DisabledRow = meta.story({
  play: async ({ canvas, args }) => {
    const row = canvas.getByRole('button', { name: text('common:common.depositLocked') });
    await expect(row).toBeDisabled();
    row.click();
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('list', { name: text('common:tabbar.account') })).toBeInTheDocument();
  },
});
