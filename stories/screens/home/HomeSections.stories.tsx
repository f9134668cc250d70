import preview from '../../../.storybook/preview';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { HomeScreen } from '@/features/home/screens/HomeScreen';
import { getGetMemberAnnouncementsUrl } from '@/shared/api/generated/main/announcement/announcement';
import type { Announcement } from '@/shared/api/generated/main/model';
import { decodeBase64Utf8 } from '@/shared/lib/base64';
import { HIDE_DOWNLOAD_KEY, resetAppSettings } from '@/shared/settings/app-settings';
import { ok } from '@mocks/handlers/main-envelope';
import { text } from '../../support/text';
import { BANNERS, homeContent } from './home-fixtures';
import { homeScreen } from './home-story';

const base64 = (value: string) => btoa(String.fromCharCode(...new TextEncoder().encode(value)));

/** Deposit notices out of order, a normal one that the bar leaves out, and one carrying a script link. */
const NOTICES: Announcement[] = [
  { id: 1, title: 'Ưu đãi nạp ngân hàng', content: base64('<p>Cộng thêm 1%.</p>'), annType: 1, sortNum: 20 },
  { id: 2, title: 'Bảo trì hệ thống', content: base64('<p>02:00</p>'), annType: 0, sortNum: 99 },
  { id: 3, title: 'Nạp USDT nhanh', content: base64('<p>Xử lý trong 3 phút.</p><a href="javascript:alert(1)">Hướng dẫn</a>'), annType: 1, sortNum: 30, startTime: '2026-11-20 10:00:00' },
  { id: 4, title: 'Ví EBPay', content: base64('<p>Miễn phí.</p>'), annType: 1, sortNum: 10 },
];

const meta = preview.meta({
  title: 'Screens/Home/HomeSections',
  component: HomeScreen,
  ...homeScreen(http.get(`*${getGetMemberAnnouncementsUrl()}`, () => ok(NOTICES))),
});

/** The notice bar lists the deposit notices by descending sortNum; a tap opens the whole text, sanitised. */
export const Notices = meta.story({
  play: async ({ canvas, userEvent }) => {
    const bar = await canvas.findByRole('region', { name: text('home:notices.label') });
    const buttons = await within(bar).findAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Nạp USDT nhanh', 'Ưu đãi nạp ngân hàng', 'Ví EBPay']);

    await userEvent.click(buttons[0] as HTMLElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Nạp USDT nhanh' });
    await expect(dialog).toHaveTextContent('Xử lý trong 3 phút.');
    await expect(dialog).toHaveTextContent('2026-11-20 10:00:00');
    for (const link of dialog.querySelectorAll('a')) await expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    await userEvent.click(within(dialog).getByRole('button', { name: text('home:notices.close') }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

/** No deposit notice: the bar says so in its own row. */
export const NoNotices = meta.story({
  parameters: { msw: { handlers: [...homeContent(), http.get(`*${getGetMemberAnnouncementsUrl()}`, () => ok([NOTICES[1]]))] } },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: text('home:notices.label') });
    await expect(await within(bar).findByText(text('home:notices.empty'))).toBeVisible();
  },
});

/** Each banner opens its activity page, its route or /webview with the address base64-encoded. */
export const BannerLinks = meta.story({
  play: async ({ canvas }) => {
    const carousel = await canvas.findByRole('region', { name: text('home:banners.label') });
    const links = within(carousel).getAllByRole('link', { hidden: true });
    const hrefs = links.map((link) => new URL(link.getAttribute('href') ?? '', 'https://app.example'));
    await expect(hrefs[0]?.pathname).toBe('/first-charge');
    await expect(hrefs[0]?.searchParams.get('activityId')).toBe(String(BANNERS[0]?.activityId));
    await expect(hrefs[1]?.pathname).toBe('/sports');
    await expect(hrefs[2]?.pathname).toBe('/webview');
    await expect(decodeBase64Utf8(hrefs[2]?.searchParams.get('url') ?? '')).toBe(BANNERS[2]?.jumpUrl);
    await expect(hrefs[2]?.searchParams.get('title')).toBe(BANNERS[2]?.title);
  },
});

/** The download-app bar shows until closed, and stays closed for the rest of the browser session. */
export const DownloadBar = meta.story({
  beforeEach: () => {
    window.sessionStorage.removeItem(HIDE_DOWNLOAD_KEY);
    resetAppSettings();
    return () => {
      window.sessionStorage.removeItem(HIDE_DOWNLOAD_KEY);
      resetAppSettings();
    };
  },
  play: async ({ canvas, userEvent }) => {
    const bar = await canvas.findByRole('complementary', { name: text('home:download.label') });
    await expect(bar).toHaveTextContent(text('home:download.title'));
    await userEvent.click(within(bar).getByRole('button', { name: text('home:download.install') }));
    await expect(bar).toHaveTextContent(text('home:download.howTo'));
    await userEvent.click(within(bar).getByRole('button', { name: text('home:download.close') }));
    await waitFor(() => expect(canvas.queryByRole('complementary', { name: text('home:download.label') })).not.toBeInTheDocument());
    await expect(window.sessionStorage.getItem(HIDE_DOWNLOAD_KEY)).toBe('1');
  },
});
