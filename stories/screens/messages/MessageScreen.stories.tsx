import preview from '../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { MessageScreen } from '@/features/messages/screens/MessageScreen';
import { getGetLetterListUrl } from '@/shared/api/generated/main/letter/letter';
import { setAnnouncementTab } from '@/shared/messages/announcement-tab';
import { neverAnswer, scenario } from '../../support/mock-backend';
import { startsWith, text } from '../../support/text';
import { addNotifications, letterById, lettersOf, wordsOf } from './letters/letters-story';
import { announcementsOf, missingPicture } from './messages-story';
import { signIn } from '../../../tests/support/session';

type Canvas = ReturnType<typeof within>;

const tab = (canvas: Canvas, key: string) => canvas.findByRole('tab', { name: startsWith(text(key)) });
const badgeOf = (element: HTMLElement) => within(element).queryByTestId('count-badge');
const listOf = (canvas: Canvas, typeKey: string) => canvas.findByRole('list', { name: text(typeKey) });

const meta = preview.meta({
  title: 'Screens/Messages/MessageScreen',
  component: MessageScreen,
  parameters: { route: { path: '/message' } },
  beforeEach: () => {
    signIn('lotus888');
    setAnnouncementTab(0);
  },
});

/** lotus888's notifications, newest first, with the unread counts per tab and in total as badges. */
export const Filled = meta.story({
  play: async ({ canvas }) => {
    const letters = await lettersOf(0);
    const lettersTab = await tab(canvas, 'messages:tabs.letters');
    await expect(lettersTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(badgeOf(lettersTab)).toHaveTextContent('3'));
    for (const key of ['messages:types.notification', 'messages:types.event', 'messages:types.sport']) {
      await waitFor(async () => expect(badgeOf(await tab(canvas, key))).toHaveTextContent('1'));
    }
    const list = await listOf(canvas, 'messages:types.notification');
    const rows = await within(list).findAllByRole('link');
    await expect(rows.map((row) => row.getAttribute('href'))).toEqual(letters.map((letter) => `/message/detail?id=${letter.id}`));
    // Previews show the words of the letter, never its markup or script.
    const warning = letters.find((letter) => letter.id === 9005);
    await expect(list).toHaveTextContent(wordsOf(warning?.content ?? ''));
    await expect(list).not.toHaveTextContent(/alert|<script|onerror/);
    await expect(list.querySelectorAll('script, img')).toHaveLength(0);
  },
});

/** A long inbox: only the rows near the view are in the page, and the next page loads as the reader nears the end. */
export const ManyLetters = meta.story({
  beforeEach: async () => {
    await addNotifications(45);
  },
  play: async ({ canvas }) => {
    const list = await listOf(canvas, 'messages:types.notification');
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(5));
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(48);
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(list.querySelector('[aria-posinset="48"]')).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    await expect(list.querySelector('[role="listitem"]')).toHaveAttribute('aria-setsize', '48');
    await expect(await canvas.findByText(text('layout:list.end'))).toBeVisible();
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(48);
    window.scrollTo(0, 0);
  },
});

export const Loading = meta.story({
  parameters: { msw: { handlers: neverAnswer(getGetLetterListUrl()) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('messages:list.loading'))).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
});

export const Empty = meta.story({
  parameters: { msw: { handlers: scenario('letters-empty') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('messages:list.empty'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('messages:actions.select') })).not.toBeInTheDocument();
    await expect(badgeOf(await tab(canvas, 'messages:tabs.letters'))).not.toBeInTheDocument();
  },
});

/** The list fails: a retry brings it back once the server answers again. */
export const LoadError = meta.story({
  parameters: { msw: { handlers: scenario('letters-error') } },
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('messages:list.loadFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    const list = await listOf(canvas, 'messages:types.notification');
    await expect(await within(list).findAllByRole('link')).toHaveLength((await lettersOf(0)).length);
  },
});

/** Two letters selected and deleted after the confirm dialog: they leave the list and the unread count drops. */
export const DeleteSelected = meta.story({
  play: async ({ canvas, userEvent }) => {
    const [first, second, kept] = await lettersOf(0);
    if (!first || !second || !kept) throw new Error('lotus888 needs three notifications');
    await userEvent.click(await canvas.findByRole('button', { name: text('messages:actions.select') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: startsWith(first.title) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: startsWith(second.title) }));
    await expect(canvas.getByText(text('messages:actions.selected', { count: 2 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('messages:actions.delete') }));

    const dialog = await canvas.findByRole('alertdialog', { name: text('messages:confirm.title') });
    await expect(dialog).toHaveTextContent(text('messages:confirm.message', { count: 2 }));
    await userEvent.click(within(dialog).getByRole('button', { name: text('messages:confirm.delete') }));

    // Select mode ends: the one letter left is a link again.
    const list = await listOf(canvas, 'messages:types.notification');
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
    await expect(within(list).getByRole('link', { name: startsWith(kept.title) })).toBeVisible();
    await expect(await canvas.findByText(text('messages:done.deleted'))).toBeInTheDocument();
    await expect(await lettersOf(0)).toHaveLength(1);
    await waitFor(async () => expect(badgeOf(await tab(canvas, 'messages:tabs.letters'))).toHaveTextContent('2'));
  },
});

/** Cancelling the confirm dialog deletes nothing. */
export const DeleteCancelled = meta.story({
  play: async ({ canvas, userEvent }) => {
    const [first] = await lettersOf(0);
    await userEvent.click(await canvas.findByRole('button', { name: text('messages:actions.select') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: startsWith(first?.title ?? '') }));
    await userEvent.click(canvas.getByRole('button', { name: text('messages:actions.delete') }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text('messages:confirm.keep') }));
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(await lettersOf(0)).toHaveLength(3);
  },
});

/** Reading the unread letter of a tab clears that tab's badge; select all toggles every row. */
export const ReadSelected = meta.story({
  play: async ({ canvas, userEvent }) => {
    const notifications = await tab(canvas, 'messages:types.notification');
    await waitFor(() => expect(badgeOf(notifications)).toHaveTextContent('1'));
    await userEvent.click(await canvas.findByRole('button', { name: text('messages:actions.select') }));
    const all = canvas.getByRole('checkbox', { name: text('messages:actions.selectAll') });
    await userEvent.click(all);
    await expect(canvas.getByText(text('messages:actions.selected', { count: 3 }))).toBeVisible();
    await userEvent.click(all);
    await expect(canvas.getByRole('button', { name: text('messages:actions.read') })).toBeDisabled();

    await userEvent.click(canvas.getByRole('checkbox', { name: startsWith('Chúc mừng thăng cấp VIP') }));
    await userEvent.click(canvas.getByRole('button', { name: text('messages:actions.read') }));
    await waitFor(() => expect(badgeOf(notifications)).not.toBeInTheDocument());
    await expect((await letterById(9001))?.status).toBe(1);
    await waitFor(async () => expect(badgeOf(await tab(canvas, 'messages:tabs.letters'))).toHaveTextContent('2'));
  },
});

/** "Mark all as read" on the events tab reads every event letter. */
export const ReadWholeTab = meta.story({
  play: async ({ canvas, userEvent }) => {
    const events = await tab(canvas, 'messages:types.event');
    await userEvent.click(events);
    await userEvent.click(await canvas.findByRole('button', { name: text('messages:actions.readAll') }));
    await waitFor(() => expect(badgeOf(events)).not.toBeInTheDocument());
    await expect((await lettersOf(1)).every((letter) => letter.status === 1)).toBe(true);
    await expect(canvas.queryByRole('button', { name: text('messages:actions.readAll') })).not.toBeInTheDocument();
  },
});

/** A row opens its letter. */
export const OpenLetter = meta.story({
  play: async ({ canvas, userEvent }) => {
    const [newest] = await lettersOf(0);
    const list = await listOf(canvas, 'messages:types.notification');
    await userEvent.click(within(list).getByRole('link', { name: startsWith(newest?.title ?? '') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(`/message/detail?id=${newest?.id}`);
  },
});

/** Announcements: deposit notices first by descending sortNum; one opens in full, sanitised. */
export const Announcements = meta.story({
  parameters: { msw: { handlers: missingPicture() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await tab(canvas, 'messages:tabs.announcements'));
    const deposit = await canvas.findByRole('region', { name: text('messages:announcements.deposit') });
    const titles = within(deposit)
      .getAllByRole('button')
      .map((row) => row.querySelector('span')?.textContent ?? '');
    const sortNums = (await announcementsOf(1)).filter((item) => titles.includes(item.title));
    await expect(sortNums).toHaveLength(titles.length);
    const shownOrder = titles.map((title) => sortNums.find((item) => item.title === title)?.sortNum ?? 0);
    await expect(shownOrder).toEqual([...shownOrder].sort((a, b) => b - a));

    const normal = canvas.getByRole('region', { name: text('messages:announcements.normal') });
    await userEvent.click(within(normal).getByRole('button', { name: startsWith('Ra mắt cược xiên') }));
    const sheet = await canvas.findByRole('dialog', { name: 'Ra mắt cược xiên' });
    const body = await within(sheet).findByTestId('safe-html');
    await expect(body).toHaveTextContent('Cược xiên tối đa 10 lựa chọn đã có mặt.');
    await expect(body.querySelector('script')).toBeNull();
    await expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
  },
});

/** Coming back from a reply page, the navigation bar leaves the announcement tab selected. */
export const OpensOnAnnouncements = meta.story({
  beforeEach: () => {
    setAnnouncementTab(1);
  },
  play: async ({ canvas }) => {
    await expect(await tab(canvas, 'messages:tabs.announcements')).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('region', { name: text('messages:announcements.deposit') })).toBeVisible();
  },
});
