import type { PlayContext } from '../../support/play';
import preview from '../../../.storybook/preview';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { HomeScreen } from '@/features/home/screens/HomeScreen';
import { getGetBalanceUrl } from '@/shared/api/generated/main/wallet/wallet';
import { i18n } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { ok } from '@mocks/handlers/main-envelope';
import { seededMember } from '../../support/expected';
import { text } from '../../support/text';
import { BANNERS, HOME_BAR, homeContent } from './home-fixtures';
import { homeScreen, member } from './home-story';

/** Ten digits of VND: more than any member strip has to show in practice. */
const LONG_BALANCE = 1_250_000_000;

/** Six entries with the longest Vietnamese names a home bar carries. */
const LONG_BAR = ['Khuyến mãi', 'Tải ứng dụng', 'PP Nổ hũ', 'Mời bạn', 'Nạp tiền', 'Bắn cá'].map((name, index) => ({
  ...HOME_BAR[index % HOME_BAR.length]!,
  id: 60 + index,
  sortNum: index + 1,
  name,
}));

const richBalance = http.all(`*${getGetBalanceUrl()}`, async () => {
  const { wallet } = await seededMember('lotus888');
  return ok({ memberWallet: { ...wallet, balance: LONG_BALANCE } });
});

const meta = preview.meta({
  title: 'Screens/Home/HomeLayouts',
  component: HomeScreen,
  ...homeScreen(),
});

/** Nothing of the element is cut: no hidden overflow, and it lies inside the box. */
async function fullyShown(element: Element, box: Element): Promise<void> {
  const inner = element.getBoundingClientRect();
  const outer = box.getBoundingClientRect();
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
  await expect(inner.left).toBeGreaterThanOrEqual(outer.left);
  await expect(inner.right).toBeLessThanOrEqual(outer.right);
}

/** The brand header tops the screen: logo home, language, messages, service. */
async function brandHeader(canvas: ReturnType<typeof within>): Promise<void> {
  await expect(await canvas.findByRole('link', { name: text('shell:brand.home') })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('link', { name: new RegExp(text('shell:brand.messages')) })).toHaveAttribute('href', '/message');
  await expect(canvas.getByRole('link', { name: text('shell:brand.service') })).toHaveAttribute('href', '/service');
}

/** The whole balance and its currency on a 320 px phone, with deposit and withdraw below it. */
const longBalance = (locale: string) => ({
  globals: { locale, viewport: { value: 'phone320', isRotated: false } },
  beforeEach: member,
  parameters: { msw: { handlers: [...homeContent(), richBalance] } },
  play: async ({ canvas }: PlayContext) => {
    const balance = await canvas.findByTestId('balance');
    const { wallet } = await seededMember('lotus888');
    await expect(balance).toHaveTextContent(formatMoney(LONG_BALANCE, wallet.currency, i18n.language));
    const strip = balance.closest('section') as HTMLElement;
    await fullyShown(balance, strip);
    for (const part of balance.children) await fullyShown(part, strip);
    const deposit = within(strip).getByRole('link', { name: text('home:member.deposit') });
    const withdraw = within(strip).getByRole('link', { name: text('home:member.withdraw') });
    for (const action of [deposit, withdraw]) {
      await fullyShown(action, strip);
      await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(balance.getBoundingClientRect().bottom);
    }
    const refresh = within(strip).getByRole('button', { name: text('home:member.refreshBalance') });
    await expect(refresh.querySelector('svg')).not.toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const LongBalance = meta.story(longBalance('vi'));
export const LongBalanceChinese = meta.story(longBalance('zh-cn'));
export const LongBalanceEnglish = meta.story(longBalance('en'));

/** A guest in the dark theme: the brand header, the welcome with register and login, banners that say what they are. */
export const GuestDark = meta.story({
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await brandHeader(canvas);
    const strip = canvas.getByRole('region', { name: text('home:guestStrip.title') });
    await expect(strip).toHaveTextContent(text('home:guest'));
    await expect(within(strip).getByRole('link', { name: text('home:login') })).toHaveAttribute('href', '/login');
    await expect(within(strip).getByRole('link', { name: text('home:guestStrip.register') })).toHaveAttribute('href', '/register');
  },
});

/** A member in the dark theme, in English: the header, the balance and both wallet actions. */
export const MemberDark = meta.story({
  globals: { theme: 'dark', locale: 'en' },
  beforeEach: member,
  play: async ({ canvas }) => {
    await brandHeader(canvas);
    const balance = await canvas.findByTestId('balance');
    await fullyShown(balance, balance.closest('section') as HTMLElement);
    await expect(canvas.getByRole('link', { name: text('home:member.deposit') })).toHaveAttribute('href', '/deposit');
  },
});

/** Each banner carries its title (over the picture's left side) and, when it opens something, a call to look. */
export const BannerTitles = meta.story({
  play: async ({ canvas }) => {
    const carousel = await canvas.findByRole('region', { name: text('home:banners.label') });
    const links = within(carousel).getAllByRole('link', { hidden: true });
    await expect(links.map((link) => link.textContent)).toEqual(BANNERS.map((banner) => `${banner.title}${text('home:banners.cta')}`));
    const first = links[0]!;
    const caption = within(first).getByText(BANNERS[0]!.title);
    await expect(caption).toBeVisible();
    await fullyShown(caption, first);
  },
});

/** Long Vietnamese shortcut names stay on one line each; the row scrolls sideways rather than wrap. */
export const ShortcutLabelsOneLine = meta.story({
  parameters: { msw: { handlers: homeContent({ bar: LONG_BAR }) } },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole('navigation', { name: text('home:shortcuts.label') });
    const links = within(row).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(LONG_BAR.map((entry) => entry.name));
    for (const link of links) {
      const name = link.lastElementChild as HTMLElement;
      const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
      await expect(name.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
      await expect(name.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
