import preview from '../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { MANY_UNREAD_LETTERS } from '@mocks/scenarios/overlays';
import { TabBar } from '@/app/shell/TabBar';
import { getSportsNavState, resetSportsNavState, setSportsTabClick, setSportsTimePicker } from '@/shared/sports/nav-state';
import { scenario } from '../../support/mock-backend';
import { text } from '../../support/text';
import { loadShellMessages } from './shell-story';
import { signIn } from '../../../tests/support/session';

type Canvas = ReturnType<typeof within>;

const tabNames = async (canvas: Canvas) => {
  const nav = await canvas.findByRole('navigation', { name: text('common:nav.main') });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.querySelector('[class*="label"]')?.textContent ?? '');
};

const tab = (canvas: Canvas, key: string) => canvas.findByRole('link', { name: new RegExp(`^${text(key)}`) });

const meta = preview.meta({
  title: 'Screens/Shell/TabBar',
  component: TabBar,
  parameters: { route: { path: '/' } },
  loaders: [loadShellMessages],
  beforeEach: () => {
    resetSportsNavState();
    return () => resetSportsNavState();
  },
});

/** The site has the C-sport game and the live feature: home, sports, promotions, live, account; home is current. */
export const CSportOn = meta.story({
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect(await tabNames(canvas)).toEqual([
        text('common:tabbar.home'),
        text('common:tabbar.sports'),
        text('common:tabbar.activity'),
        text('overlays:tabbar.live'),
        text('common:tabbar.account'),
      ]),
    );
    await expect(await tab(canvas, 'common:tabbar.home')).toHaveAttribute('aria-current', 'page');
    await expect(await tab(canvas, 'common:tabbar.sports')).toHaveAttribute('href', '/sports');
    await expect(canvas.queryByTestId('count-badge')).not.toBeInTheDocument();
  },
});

/** Without the C-sport game the sports tab is not offered. */
export const CSportOff = meta.story({
  parameters: { msw: { handlers: scenario('c-sport-off') } },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await tabNames(canvas)).toHaveLength(4));
    await expect(await tabNames(canvas)).toEqual([
      text('common:tabbar.home'),
      text('common:tabbar.activity'),
      text('overlays:tabbar.live'),
      text('common:tabbar.account'),
    ]);
  },
});

/** No live games: the fourth tab is bet records (app=false); tapping it resets the sports tab flag and time picker. */
export const NoLiveGames = meta.story({
  parameters: { msw: { handlers: scenario('live-hidden') } },
  play: async ({ canvas, userEvent }) => {
    const records = await tab(canvas, 'common:tabbar.betRecord');
    await waitFor(async () => expect((await tabNames(canvas))[3]).toBe(text('common:tabbar.betRecord')));
    await expect(canvas.queryByRole('link', { name: new RegExp(`^${text('overlays:tabbar.live')}`) })).not.toBeInTheDocument();
    setSportsTabClick(3);
    setSportsTimePicker(2);
    await userEvent.click(records);
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent('/user-center-bet-record?app=false');
    await expect(getSportsNavState()).toEqual({ tabClick: 1, timePicker: 0 });
  },
});

/** A logged-in member sees the unread letter count on the account tab. */
export const UnreadBadge = meta.story({
  beforeEach: () => {
    signIn('lotus888');
  },
  play: async ({ canvas }) => {
    const badge = await canvas.findByTestId('count-badge');
    await expect(badge).toHaveTextContent('3');
    await expect(await tab(canvas, 'common:tabbar.account')).toContainElement(badge);
  },
});

/** More unread letters than the badge spells out: it reads "99+". */
export const ManyUnread = meta.story({
  parameters: { msw: { handlers: scenario('unread-letters') } },
  beforeEach: () => {
    signIn('lotus888');
  },
  play: async ({ canvas }) => {
    await expect(MANY_UNREAD_LETTERS).toBeGreaterThan(99);
    await expect(await canvas.findByTestId('count-badge')).toHaveTextContent('99+');
  },
});

/** Game 1001101101 is under maintenance: the sports tab goes to /maintain instead of /sports. */
export const MaintenanceRedirect = meta.story({
  parameters: { msw: { handlers: scenario('c-sport-maintenance') } },
  play: async ({ canvas, userEvent }) => {
    // The sports tab exists only once the game type list is in, so the tap below already knows the window.
    await userEvent.click(await tab(canvas, 'common:tabbar.sports'));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/maintain$/);
  },
});

/** Without maintenance the sports tab opens /sports. */
export const SportsTab = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await tab(canvas, 'common:tabbar.sports'));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/sports$/);
  },
});

/** The dark theme with the badge: axe checks the contrast of every label and the count. */
export const DarkTheme = meta.story({
  ...UnreadBadge.input,
  globals: { theme: 'dark' },
});
