import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { EventAnnouncementScreen } from '@/features/service/screens/EventAnnouncementScreen';
import { getGetMemberAnnouncementDetailUrl, getGetMemberAnnouncementsUrl } from '@/shared/api/generated/main/announcement/announcement';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../support/load-states';
import { networkDown, scenario } from '../../support/mock-backend';
import { startsWith, text } from '../../support/text';
import { missingPicture } from '../messages/messages-story';
import { signIn } from '../../../tests/support/session';

const meta = preview.meta({
  title: 'Screens/Service/EventAnnouncementScreen',
  component: EventAnnouncementScreen,
  parameters: { route: { path: '/eventannouncement' } },
});

const region = (canvas: ReturnType<typeof within>, key: string) => canvas.findByRole('region', { name: text(key) });

/** A guest sees the public notices: deposit ones first, highest sortNum on top; nothing ended or VIP-only. */
export const Guest = meta.story({
  play: async ({ canvas }) => {
    const deposit = await region(canvas, 'messages:announcements.deposit');
    await expect(within(deposit).getAllByRole('button').length).toBeGreaterThan(1);
    const normal = await region(canvas, 'messages:announcements.normal');
    await expect(within(normal).getByRole('button', { name: startsWith('Ra mắt cược xiên') })).toBeVisible();
    await expect(canvas.queryByText('Ưu đãi riêng cho VIP 3')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Khuyến mãi đã kết thúc')).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).not.toHaveTextContent(/alert\(|<script/);
  },
});

/** The full notice opens in a sheet, its HTML sanitised; closing returns to the list. */
export const OpenNotice = meta.story({
  parameters: { msw: { handlers: missingPicture() } },
  beforeEach: () => {
    signIn('lotus888');
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: startsWith('Ra mắt cược xiên') }));
    const sheet = await canvas.findByRole('dialog', { name: 'Ra mắt cược xiên' });
    const body = await within(sheet).findByTestId('safe-html');
    await expect(body.querySelector('b')).toHaveTextContent('10');
    await expect(body.innerHTML).not.toMatch(/onerror|<script|alert/i);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetMemberAnnouncementsUrl()), play: showsLoading('messages:announcements.loading') });

export const Empty = meta.story({
  parameters: { msw: { handlers: scenario('announcements-empty') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('messages:announcements.empty'))).toBeVisible();
  },
});

export const LoadError = meta.story({
  parameters: downFor(getGetMemberAnnouncementsUrl()),
  play: retryAfterFailure('messages:announcements.loadFailed', async (canvas) => expect(await region(canvas, 'messages:announcements.deposit')).toBeVisible()),
});

/** The notice list loads but its detail fails: the sheet offers a retry. */
export const DetailError = meta.story({
  parameters: { msw: { handlers: [...networkDown(getGetMemberAnnouncementDetailUrl()), ...missingPicture()] } },
  play: async ({ canvas, userEvent, msw }) => {
    await userEvent.click(await canvas.findByRole('button', { name: startsWith('Ra mắt cược xiên') }));
    const sheet = await canvas.findByRole('dialog', { name: 'Ra mắt cược xiên' });
    await expect(await within(sheet).findByText(text('messages:announcements.detailFailed'))).toBeVisible();
    msw.resetHandlers();
    msw.use(...missingPicture());
    await userEvent.click(within(sheet).getByRole('button', { name: text('common:common.retry') }));
    await expect(await within(sheet).findByTestId('safe-html')).toBeVisible();
  },
});
