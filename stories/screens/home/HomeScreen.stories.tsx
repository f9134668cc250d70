import preview from '../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { HomeScreen } from '@/features/home/screens/HomeScreen';
import { getGetMemberAnnouncementsUrl } from '@/shared/api/generated/main/announcement/announcement';
import { getGetBalanceUrl } from '@/shared/api/generated/main/wallet/wallet';
import { getGetMatchListUrl } from '@/shared/api/generated/sports/match/match';
import { i18n } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { countRequests } from '../../../tests/support/requests';
import { seededMember } from '../../support/expected';
import { endAllLiveMatches, neverAnswer, networkDown } from '../../support/mock-backend';
import { text } from '../../support/text';
import { BANNER_PATH, BANNERS, HOME_BAR, HOME_BAR_PATH, homeContent } from './home-fixtures';
import { homeScreen, member } from './home-story';

const meta = preview.meta({
  title: 'Screens/Home/HomeScreen',
  component: HomeScreen,
  ...homeScreen(),
});

/** A guest: banners in order (the first one fetched first and at once), notices, login and register, shortcuts, live matches. */
export const Guest = meta.story({
  play: async ({ canvas }) => {
    const carousel = await canvas.findByRole('region', { name: text('home:banners.label') });
    const pictures = within(carousel).getAllByRole('img', { hidden: true });
    await expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(BANNERS.map((banner) => banner.title));
    await expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures[0]).toHaveAttribute('loading', 'eager');
    for (const img of pictures.slice(1)) await expect(img).toHaveAttribute('loading', 'lazy');
    for (const img of pictures) {
      await expect(img).toHaveAttribute('width', '750');
      await expect(img).toHaveAttribute('height', '300');
    }

    await expect(canvas.getByText(text('home:guest'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('home:login') })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: text('home:guestStrip.register') })).toHaveAttribute('href', '/register');
    await expect(canvas.queryByTestId('balance')).not.toBeInTheDocument();

    const shortcuts = await canvas.findByRole('navigation', { name: text('home:shortcuts.label') });
    const links = within(shortcuts).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(HOME_BAR.map((entry) => entry.name));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/sports', '/game?gameTypeId=1001104', '/activity', '/vip']);

    const live = await canvas.findByRole('region', { name: text('home:live.title') });
    await within(live).findAllByRole('listitem');
    const cards = within(live).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/match-detail/'));
    await expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) await expect(card.getAttribute('href')).toMatch(/^\/match-detail\/\d+$/);
  },
});

/** A member: VIP badge, balance in their currency, deposit and withdraw; the refresh icon asks the wallet again. */
export const Member = meta.story({
  beforeEach: member,
  play: async ({ canvas, userEvent, msw }) => {
    const { member: seeded, wallet } = await seededMember('lotus888');
    const balance = await canvas.findByTestId('balance');
    await expect(balance).toHaveTextContent(formatMoney(wallet.balance, wallet.currency, i18n.language));
    await expect(await canvas.findByRole('link', { name: text('home:member.vip', { level: seeded.vipLevel }) })).toHaveAttribute('href', '/vip');
    await expect(canvas.getByTestId('vip-badge').querySelector('[data-vip-level]')).toHaveAttribute('data-vip-level', String(seeded.vipLevel));
    await expect(canvas.getByRole('link', { name: text('home:member.deposit') })).toHaveAttribute('href', '/deposit');
    await expect(canvas.getByRole('link', { name: text('home:member.withdraw') })).toHaveAttribute('href', '/withdraw');
    await expect(canvas.queryByText(text('home:guest'))).not.toBeInTheDocument();

    const balanceCalls = countRequests(msw, getGetBalanceUrl());
    const refresh = canvas.getByRole('button', { name: text('home:member.refreshBalance') });
    await expect(refresh.textContent).toBe('');
    await expect(refresh.querySelector('svg')).not.toBeNull();
    await userEvent.click(refresh);
    await waitFor(() => expect(balanceCalls()).toBe(1));
    await waitFor(() => expect(refresh).toBeEnabled());
  },
});

/** A member's banners and shortcuts are their tenant's: both calls carry the member's tenantId. */
export const MemberTenant = meta.story({
  beforeEach: member,
  play: async ({ canvas, msw }) => {
    const seen: string[] = [];
    msw.events.on('request:start', ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === BANNER_PATH || url.pathname === HOME_BAR_PATH) seen.push(url.search);
    });
    const { member: seeded } = await seededMember('lotus888');
    await canvas.findByRole('region', { name: text('home:banners.label') });
    // Pull to refresh (the keyboard button) asks again: the calls carry the tenant.
    await canvas.findByTestId('balance');
    const button = canvas.getByRole('button', { name: text('layout:pullToRefresh.refresh') });
    button.click();
    await waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(2));
    for (const search of seen) await expect(new URLSearchParams(search).get('tenantId')).toBe(String(seeded.tenantId));
  },
});

/** Nothing has answered yet: each section holds its place, busy, and nothing reads as failed. */
export const Loading = meta.story({
  beforeEach: member,
  parameters: {
    msw: { handlers: neverAnswer(BANNER_PATH, HOME_BAR_PATH, getGetBalanceUrl(), getGetMatchListUrl(), getGetMemberAnnouncementsUrl()) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('banners-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('shortcuts-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByTestId('live-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(text('home:member.balanceLoading'))).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('balance')).not.toBeInTheDocument();
  },
});

/** No running banner: a welcome panel of the banner's size leads to the promotions. */
export const NoBanners = meta.story({
  parameters: { msw: { handlers: homeContent({ banners: [] }) } },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: text('home:banners.label') });
    await expect(panel).toHaveTextContent(text('home:banners.emptyTitle'));
    await expect(within(panel).getByRole('link', { name: text('home:banners.emptyAction') })).toHaveAttribute('href', '/activity');
    await expect(within(panel).queryAllByRole('img')).toHaveLength(0);
  },
});

/** Every section fails: each says so in its own place with a retry, and a retry brings its content back. */
export const SectionsFail = meta.story({
  beforeEach: member,
  parameters: {
    msw: { handlers: networkDown(BANNER_PATH, HOME_BAR_PATH, getGetBalanceUrl(), getGetMatchListUrl(), getGetMemberAnnouncementsUrl()) },
  },
  play: async ({ canvas, userEvent, msw }) => {
    const banners = await canvas.findByRole('region', { name: text('home:banners.label') });
    await expect(await within(banners).findByRole('alert')).toHaveTextContent(text('home:banners.failed'));
    const shortcuts = await canvas.findByRole('navigation', { name: text('home:shortcuts.label') });
    await expect(within(shortcuts).getByRole('alert')).toHaveTextContent(text('home:shortcuts.failed'));
    const live = await canvas.findByRole('region', { name: text('home:live.title') });
    // The match list never fails (SPEC.md section 7): a provider that cannot be reached reads as nothing in play.
    await expect(await within(live).findByText(text('home:live.empty'), {}, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByText(text('home:member.balanceFailed'), {}, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByText(text('home:notices.failed'), {}, { timeout: 8000 })).toBeVisible();

    msw.resetHandlers();
    msw.use(...homeContent());
    await userEvent.click(within(banners).getByRole('button', { name: text('common:common.retry') }));
    await waitFor(() => expect(within(banners).queryByRole('alert')).not.toBeInTheDocument());
    const carousel = await canvas.findByRole('region', { name: text('home:banners.label') });
    await expect(within(carousel).getAllByRole('img', { hidden: true })).toHaveLength(BANNERS.length);
    await userEvent.click(canvas.getByRole('button', { name: text('home:member.refreshBalance') }));
    await expect(await canvas.findByTestId('balance')).toBeVisible();
  },
});

/** Nothing is in play: the live rail says so in its own space. */
export const NoLiveMatches = meta.story({
  beforeEach: endAllLiveMatches,
  play: async ({ canvas }) => {
    const live = await canvas.findByRole('region', { name: text('home:live.title') });
    await expect(await within(live).findByText(text('home:live.empty'))).toBeVisible();
    await expect(within(live).queryAllByRole('listitem')).toHaveLength(0);
  },
});

/** The smallest supported phone: everything fits the width, nothing scrolls sideways. */
export const SmallPhone = meta.story({
  globals: { viewport: { value: 'phone320', isRotated: false } },
  beforeEach: member,
  play: async ({ canvas }) => {
    await canvas.findByTestId('balance');
    await canvas.findByRole('region', { name: text('home:banners.label') });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
