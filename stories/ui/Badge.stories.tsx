import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { Badge, type BadgeProps } from '@/shared/ui/badge/Badge';
import { text } from '../support/text';

const UNREAD = (count: number) => `${count} unread`;

/** The badge on a tab-like button, as the account tab shows unread letters. */
function AccountTab(props: Omit<BadgeProps, 'children'>) {
  const { t } = useTranslation('common');
  return (
    <button type="button" style={{ minHeight: 44, minWidth: 88, padding: '0 16px', margin: 24 }}>
      <Badge {...props}>
        <span>{t('tabbar.account')}</span>
      </Badge>
    </button>
  );
}

const meta = preview.meta({
  title: 'UI/Badge',
  component: AccountTab,
  args: { count: 3, label: UNREAD(3) },
});

/** The count shows, and the label tells screen readers what it counts. */
export const Count = meta.story({
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('button');
    await expect(tab).toHaveAccessibleName(`${text('common:tabbar.account')} ${UNREAD(3)}`);
    const badge = canvasBadge(tab);
    await expect(badge).toHaveTextContent('3');
    await expect(badge).toBeVisible();
  },
});

/** Above 99 the badge reads 99+, while the label still carries the real number. */
export const CappedAt99 = meta.story({
  args: { count: 120, label: UNREAD(120) },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('button');
    const badge = canvasBadge(tab);
    await expect(badge.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^99\+$/);
    await expect(tab).toHaveAccessibleName(`${text('common:tabbar.account')} ${UNREAD(120)}`);
  },
});

export const Exactly99 = meta.story({
  args: { count: 99, label: UNREAD(99) },
  play: async ({ canvas }) => {
    await expect(canvasBadge(canvas.getByRole('button')).querySelector('[aria-hidden="true"]')).toHaveTextContent(/^99$/);
  },
});

/** A dot for "something new" without a number. */
export const Dot = meta.story({
  args: { dot: true, count: undefined, label: 'New' },
  play: async ({ canvas }) => {
    const badge = canvasBadge(canvas.getByRole('button'));
    await expect(badge).toHaveAttribute('data-badge', 'dot');
    const box = badge.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(10);
    await expect(badge.textContent).toBe('New');
  },
});

/** Zero (or nothing) shows no badge at all, and the tab reads as just its name. */
export const Zero = meta.story({
  args: { count: 0, label: UNREAD(0) },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('button');
    await expect(tab.querySelector('[data-badge]')).toBeNull();
    await expect(tab).toHaveAccessibleName(text('common:tabbar.account'));
  },
});

/** Without a label the visible number itself is read. */
export const WithoutLabel = meta.story({
  args: { count: 7, label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName(`${text('common:tabbar.account')} 7`);
  },
});

function canvasBadge(tab: HTMLElement): HTMLElement {
  const badge = tab.querySelector<HTMLElement>('[data-badge]');
  if (!badge) throw new globalThis.Error('No badge on the tab');
  return badge;
}
