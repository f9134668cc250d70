import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { InviteDetailsScreen } from '@/features/invite/referrals/screens/InviteDetailsScreen';
import { rangeFor } from '@/features/invite/referrals/lib/award-days';
import { scenario } from '../../../support/mock-backend';
import { asGuest, screenAt } from '../../../support/screen';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Invite/Referrals/InviteDetailsScreen',
  component: InviteDetailsScreen,
  ...screenAt('/invite/details', 'lotus888'),
});

/** The first-deposit rewards of lotus888's three friends who deposited enough. */
export const Deposits = meta.story({
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: text('referrals:details.depositTab') }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
    await expect(list.getAllByText(text('referrals:details.status0'))).toHaveLength(3);
  },
});

/** Fourteen days of bet rewards come in pages of ten; the 7-day filter keeps only the last week's. */
export const BetsPagedAndFiltered = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: text('referrals:details.betTab') }));
    // The list is drawn anew for each filter: look it up every time.
    const lastRow = () => within(canvas.getByRole('list', { name: text('referrals:details.betTab') })).getAllByRole('listitem').at(-1);
    await waitFor(() => expect(lastRow()).toHaveAttribute('aria-setsize', '14'));
    await userEvent.click(canvas.getByRole('button', { name: text('referrals:details.day.week') }));
    // How many of the seeded days fall in the week depends on the hour (they are dated relative to now): fewer than
    // all, and every row shown is dated inside the week.
    await waitFor(() => expect(Number(lastRow()?.getAttribute('aria-setsize'))).toBeLessThan(14));
    const { beginDate } = rangeFor('week', Date.now());
    const rows = within(canvas.getByRole('list', { name: text('referrals:details.betTab') })).getAllByRole('listitem');
    for (const row of rows) await expect(((row.textContent ?? '').match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? '') >= beginDate).toBe(true);
  },
});

/** invite-no-friends: no rewards, and what to expect. */
export const Empty = meta.story({
  parameters: { msw: { handlers: scenario('invite-no-friends') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('referrals:details.empty'))).toBeVisible();
  },
});

/** A guest is asked to log in. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('referrals:guest.message'))).toBeVisible();
  },
});
