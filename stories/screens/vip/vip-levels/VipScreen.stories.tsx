import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { VipScreen } from '@/features/vip/vip-levels/screens/VipScreen';
import { getGetVipProgressUrl } from '@/shared/api/generated/main/vip/vip';
import { i18n } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { downFor } from '../../../support/load-states';
import { scenario } from '../../../support/mock-backend';
import { asGuest, screenAt, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { storyToasts } from '../../../support/toasts';
import { expectToast } from '../../../../tests/support/toasts';

const meta = preview.meta({
  title: 'Screens/Vip/VipLevels/VipScreen',
  component: VipScreen,
  ...screenAt('/vip', 'lotus888'),
});

const card = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByTestId('vip-level-card'));

/** lotus888 at VIP 2: deposits 70% of the way to VIP 3 (1 500 000 VND left), the turnover already done; bonuses claimed. */
export const MidLevel = meta.story({
  play: async ({ canvasElement, canvas }) => {
    const level = await card(canvasElement);
    await expect(level.getByRole('heading', { name: text('vip-levels:level.name', { level: 2 }) })).toBeVisible();
    await expect(level.getByRole('heading', { name: text('vip-levels:level.toNext', { level: 3 }) })).toBeVisible();
    await expect(level.getByRole('progressbar', { name: text('vip-levels:requirement.deposit') })).toHaveAttribute('aria-valuenow', '70');
    await expect(level.getByRole('progressbar', { name: text('vip-levels:requirement.turnover') })).toHaveAttribute('aria-valuenow', '100');
    await expect(level.getByText(text('vip-levels:requirement.done'))).toBeVisible();
    await expect(level.getByText(/1[.,]500[.,]000/)).toBeVisible();
    await expect(canvas.getAllByText(new RegExp(text('vip-levels:bonus.claimedOn', { time: '' }).trim()))).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: new RegExp(text('vip-levels:bonus.claim')) })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: new RegExp(text('vip-levels:links.table')) })).toHaveAttribute('href', '/vipDetailsView');
  },
});

/** A member at VIP 0 (no deposit yet): the first level asks for deposits; no bonus yet. */
export const LevelZero = meta.story({
  beforeEach: signedIn('nomobile01'),
  play: async ({ canvasElement, canvas }) => {
    const level = await card(canvasElement);
    await expect(level.getByRole('heading', { name: text('vip-levels:level.name', { level: 0 }) })).toBeVisible();
    await expect(level.getByRole('heading', { name: text('vip-levels:level.toNext', { level: 1 }) })).toBeVisible();
    await expect(canvas.getByText(text('vip-levels:bonus.none'))).toBeVisible();
  },
});

const toasts = storyToasts();

/** vip-top-level: VIP 11, nothing left to reach; the VIP 11 bonus is claimed once and shows as claimed. */
export const TopLevel = meta.story({
  parameters: { msw: { handlers: scenario('vip-top-level') } },
  beforeEach: toasts.start,
  play: async ({ canvasElement, canvas, userEvent }) => {
    const level = await card(canvasElement);
    await expect(level.getByRole('heading', { name: text('vip-levels:level.name', { level: 11 }) })).toBeVisible();
    await expect(level.getByText(text('vip-levels:level.top'))).toBeVisible();
    await expect(level.queryByRole('progressbar')).not.toBeInTheDocument();
    const claim = canvas.getByRole('button', { name: text('vip-levels:bonus.claimLevel', { level: 11 }) });
    await userEvent.click(claim);
    const amount = formatMoney(38_888_000, 'VND', i18n.language);
    await expectToast(toasts.recorder, { message: text('vip-levels:bonus.claimed', { amount, level: 11 }), type: 'success' });
    await waitFor(() => expect(canvas.queryByRole('button', { name: text('vip-levels:bonus.claimLevel', { level: 11 }) })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: text('vip-levels:bonus.claimLevel', { level: 10 }) })).toBeEnabled();
  },
});

/** A guest is asked to log in and comes back here. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('vip-levels:guest.message'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('vip-levels:guest.action') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent('/login?redirect=/vip');
  },
});

/** The progress cannot be read: a retry, which shows the level once the server answers. */
export const LoadError = meta.story({
  parameters: downFor(getGetVipProgressUrl()),
  play: async ({ canvasElement, canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('common:common.loadFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect((await card(canvasElement)).getByRole('heading', { name: text('vip-levels:level.name', { level: 2 }) })).toBeVisible();
  },
});
