import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { nextLetterId } from '@mocks/handlers/letter-store';
import { server, useScenario } from '@mocks/node';
import { closeShellOverlay } from '@/shared/overlays/shell-overlays';
import { getCheckTutorialClickUrl } from '@/shared/api/generated/main/operation/operation';
import { getGetCustomerLineSwitchUrl } from '@/shared/api/generated/main/customer-service/customer-service';
import { getSportsNavState, resetSportsNavState, setSportsTabClick, setSportsTimePicker } from '@/shared/sports/nav-state';
import { sportsKeys } from '@/shared/sports/sports-queries';
import { tutorialKeys } from '@/shared/tutorial/tutorial-queries';
import { openApp, SLOW, t } from '../support/app';
import { countRequests, recordBodies, stopRecording } from '../support/requests';

const tabBar = async () => within(await screen.findByRole('navigation', { name: t('common:nav.main') }, SLOW));
const tabLink = async (key: string) => (await tabBar()).findByRole('link', { name: new RegExp(`^${t(key)}`) }, SLOW);

afterEach(() => {
  vi.useRealTimers();
  stopRecording();
  closeShellOverlay();
  resetSportsNavState();
});

describe('tab bar', { timeout: 30_000 }, () => {
  it('a guest gets home, sports, promotions, live and account, without a badge', async () => {
    await openApp('/');
    await tabLink('common:tabbar.sports');
    const names = (await tabBar()).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(names).toEqual(['/', '/sports', '/activity', '/live', '/user-center']);
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('a member sees the unread letter count on the account tab', async () => {
    await openApp('/', { as: 'lotus888' });
    const account = await tabLink('common:tabbar.account');
    await waitFor(() => expect(within(account).getByTestId('count-badge')).toHaveTextContent('3'), SLOW);

    // A letter arrives while the player is in another tab; coming back refreshes the badge.
    const member = db.members.findFirst((q) => q.where({ userName: 'lotus888' }), { strict: true });
    await db.letters.create({
      id: nextLetterId(),
      memberId: member.id,
      title: 'New promotion',
      content: btoa('<p>New promotion</p>'),
      letType: 1,
      status: 0,
      sendTime: '2026-11-23 10:00:00',
    });
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(within(account).getByTestId('count-badge')).toHaveTextContent('4'), SLOW);
  });

  it('without live games the fourth tab opens bet records with app=false and resets the sports state', async () => {
    useScenario('live-hidden');
    const { router } = await openApp('/', { as: 'lotus888' });
    setSportsTabClick(2);
    setSportsTimePicker(4);
    const records = await tabLink('common:tabbar.betRecord');
    await userEvent.setup().click(records);
    // The route is loaded lazily: the address changes once its module is in, which takes longer on a busy machine.
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/user-center-bet-record?app=false'), SLOW);
    expect(getSportsNavState()).toEqual({ tabClick: 1, timePicker: 0 });
  });

  it('the sports tab goes to /maintain while the C-sport game is under maintenance', async () => {
    useScenario('c-sport-maintenance');
    const { router } = await openApp('/');
    await userEvent.setup().click(await tabLink('common:tabbar.sports'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintain'), SLOW);
  });
});

describe('home guide', { timeout: 30_000 }, () => {
  it('a guest on /sports sees it; closing it records the click', async () => {
    const bodies = recordBodies(server, getCheckTutorialClickUrl());
    await openApp('/sports');
    const guide = within(await screen.findByRole('dialog', { name: t('overlays:guide.title') }, SLOW));
    await userEvent.setup().click(guide.getByRole('button', { name: t('overlays:guide.skip') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('overlays:guide.title') })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(bodies).toEqual([
        { guideCode: 'sports_home', click: false },
        { guideCode: 'sports_home', click: true },
      ]),
    );
  });
});

describe('home guide and the sports maintenance banner', { timeout: 30_000 }, () => {
  const guideDialog = () => screen.queryByRole('dialog', { name: t('overlays:guide.title') });
  // The banner's text with its window (the maintenance screen below it says the same words without one).
  const bannerText = () => new RegExp(`^${t('common:common.sportsMaintenance', { range: '' }).trim()} \\d`);

  it('waits while the banner shows, so its modal never covers the banner, and opens once the sports answer again', async () => {
    useScenario('sports-maintenance');
    const checks = recordBodies(server, getCheckTutorialClickUrl());
    const { queryClient } = await openApp('/sports', { namespaces: ['sports'] });
    const banner = await screen.findByText(bannerText(), undefined, SLOW);

    // The guest has not seen the guide, and its chunk is loaded: a guide that were to show would be on screen now.
    await waitFor(() => expect(checks).toEqual([{ guideCode: 'sports_home', click: false }]), SLOW);
    await waitFor(() => expect(queryClient.isFetching({ queryKey: tutorialKeys.clickCheck })).toBe(0), SLOW);
    await import('@/app/shell/overlays/home-guide/HomeGuide');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(guideDialog()).not.toBeInTheDocument();
    expect(banner).toBeVisible();

    // The provider answers again: the banner goes and the tips show, the click still unrecorded until closed.
    server.resetHandlers();
    await queryClient.refetchQueries({ queryKey: sportsKeys.statistical('en') });
    expect(await screen.findByRole('dialog', { name: t('overlays:guide.title') }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(bannerText())).not.toBeInTheDocument();
    expect(checks).toHaveLength(1);
  });

  it('a banner raised while the guide is open closes it without recording the click', async () => {
    const checks = recordBodies(server, getCheckTutorialClickUrl());
    const { queryClient } = await openApp('/sports', { namespaces: ['sports'] });
    await screen.findByRole('dialog', { name: t('overlays:guide.title') }, SLOW);
    useScenario('sports-maintenance');
    await queryClient.refetchQueries({ queryKey: sportsKeys.statistical('en') });
    await waitFor(() => expect(guideDialog()).not.toBeInTheDocument(), SLOW);
    expect(await screen.findByText(bannerText(), undefined, SLOW)).toBeVisible();
    expect(checks).toEqual([{ guideCode: 'sports_home', click: false }]);
  });
});

describe('channel selector', { timeout: 30_000 }, () => {
  it('reads the line switch again every 30 s while open, and stops when closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const polls = countRequests(server, getGetCustomerLineSwitchUrl());
    await openApp('/vipYacht');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: t('overlays:navBar.customerService') }, SLOW));
    await screen.findByRole('dialog', { name: t('overlays:channels.title') }, SLOW);
    await waitFor(() => expect(polls()).toBe(1));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(polls()).toBe(2));
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(polls()).toBe(3));

    closeShellOverlay();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('overlays:channels.title') })).not.toBeInTheDocument());
    await vi.advanceTimersByTimeAsync(90_000);
    expect(polls()).toBe(3);
  });
});
