import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { ledgerBalance, ledgerEntriesOf, postLedgerEntry } from '@mocks/handlers/ledger';
import { server } from '@mocks/node';
import { getClaimActivityRewardUrl, getSignUpActivityUrl } from '@/shared/api/generated/main/promotion/promotion';
import { loginHref } from '@/shared/config/paths';
import { hideToast } from '@/shared/ui/toast/toast';
import { openApp, SLOW, t } from '../support/app';
import { recordBodies, stopRecording } from '../support/requests';

// The promotions flows through the real routes in jsdom: a guest is sent to log in and comes back, a sign-up counts
// from then on, and a double-tapped claim credits the wallet once.

vi.setConfig({ testTimeout: 40_000 });
afterEach(() => {
  stopRecording();
  hideToast();
});

const LOTUS_ID = 10001;
const FIRST = { timeout: 25_000 };
const NAMESPACES = ['campaigns', 'lucky-wheel', 'match-rewards'];
const claimPath = new URL(getClaimActivityRewardUrl(), 'http://x').pathname;

describe('taking part in a campaign', () => {
  it('a guest reads the tiers and is sent to log in with the way back', async () => {
    const { router } = await openApp('/first-charge?advertiseId=41&activityId=3002&type=1', { namespaces: NAMESPACES });
    const tiers = within(await screen.findByRole('region', { name: t('campaigns:levels.title.tiers') }, FIRST));
    expect(await tiers.findAllByRole('listitem')).toHaveLength(4);
    await userEvent.setup().click(tiers.getByRole('button', { name: t('campaigns:levels.login') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(loginHref('/first-charge?advertiseId=41&activityId=3002&type=1'));
  });

  it('a sign-up counts what follows it, and a double-tapped claim sends one claim and credits the wallet once', async () => {
    const { router } = await openApp('/newbie-activity?activityId=3013', { as: 'lotus888', namespaces: NAMESPACES });
    const user = userEvent.setup();
    const signUps = recordBodies(server, new URL(getSignUpActivityUrl(), 'http://x').pathname);
    const signUpCard = within(await screen.findByRole('region', { name: t('campaigns:signUp.title') }, FIRST));
    const signUp = await signUpCard.findByRole('button', { name: t('campaigns:signUp.action') });
    await waitFor(() => expect(signUp).toBeEnabled());
    await user.dblClick(signUp);
    expect(await signUpCard.findByText(t('campaigns:signUp.signedUp'))).toBeInTheDocument();
    expect(signUps).toEqual([{ activityId: 3013 }]);

    // A first deposit after the sign-up reaches the first task.
    await postLedgerEntry({ memberId: LOTUS_ID, kind: 'deposit', amount: 200_000, orderNo: 'DPJOIN1' });
    const claims = recordBodies(server, claimPath);
    const before = ledgerBalance(LOTUS_ID);
    // The player goes to the promotions tab and back: the page reads the progress again.
    await router.navigate('/activity');
    expect(await screen.findByRole('tablist', { name: t('campaigns:tab.label') }, FIRST)).toBeInTheDocument();
    await router.navigate('/newbie-activity?activityId=3013');
    const tasks = within(await screen.findByRole('region', { name: t('campaigns:levels.title.tasks') }, FIRST));
    const claim = await tasks.findByRole('button', { name: new RegExp(`^${t('campaigns:levels.claim')}`) }, FIRST);
    await user.dblClick(claim);
    await waitFor(() => expect(tasks.getAllByRole('listitem').some((item) => item.dataset.status === 'claimed')).toBe(true));
    expect(claims).toEqual([{ activityId: 3013, levelId: 1 }]);
    expect(ledgerBalance(LOTUS_ID)).toBe(before + 28_000);
    expect(ledgerEntriesOf(LOTUS_ID).filter((entry) => entry.kind === 'bonus')).toHaveLength(1);
    expect(db.rewards.findMany((q) => q.where({ memberId: LOTUS_ID }))).toEqual([expect.objectContaining({ activityId: 3013, levelId: 1, amount: 28_000, turnoverRequired: 84_000 })]);
  });
});
