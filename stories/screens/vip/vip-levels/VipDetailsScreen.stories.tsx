import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { VipDetailsScreen } from '@/features/vip/vip-levels/screens/VipDetailsScreen';
import { getGetVipLevelConfigUrl } from '@/shared/api/generated/main/vip/vip';
import { downFor } from '../../../support/load-states';
import { asGuest, screenAt } from '../../../support/screen';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Vip/VipLevels/VipDetailsScreen',
  component: VipDetailsScreen,
  ...screenAt('/vipDetailsView', 'lotus888'),
});

const benefit = (table: HTMLElement, name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement).getByRole('cell');

/** A member: their level card above the table, which opens at their own level, marked as theirs. */
export const Member = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('vip-level-card')).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect(within(table).getByText(text('vip-levels:table.yours'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('vip-levels:level.name', { level: 2 }), pressed: true })).toBeVisible();
    await expect(benefit(table, text('vip-levels:table.manager'))).toHaveTextContent(text('vip-levels:table.yes'));
  },
});

/** A guest sees the whole table, level by level, and is asked to log in for their own progress. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('vip-levels:guest.message'))).toBeVisible();
    await expect(canvas.queryByTestId('vip-level-card')).not.toBeInTheDocument();
    const table = await canvas.findByRole('table');
    await expect(benefit(table, text('vip-levels:table.manager'))).toHaveTextContent(text('vip-levels:table.no'));
    await userEvent.click(canvas.getByRole('button', { name: text('vip-levels:level.name', { level: 5 }) }));
    await expect(within(table).getByText(text('vip-levels:table.caption', { level: 5 }))).toBeVisible();
    await expect(benefit(table, text('vip-levels:table.rebate'))).toHaveTextContent(text('vip-levels:table.rebateValue', { rate: 0.8 }));
    await expect(benefit(table, text('vip-levels:table.withdrawTimes'))).toHaveTextContent('10');
  },
});

/** The level table cannot be read: a retry. */
export const LoadError = meta.story({
  beforeEach: asGuest,
  parameters: downFor(getGetVipLevelConfigUrl()),
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('common:common.loadFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
});
