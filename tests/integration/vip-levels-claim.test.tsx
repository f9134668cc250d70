import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server, useScenario } from '@mocks/node';
import { ledgerBalance } from '@mocks/handlers/ledger';
import { getClaimVipUpgradeBonusUrl } from '@/shared/api/generated/main/vip/vip';
import { hideToast } from '@/shared/ui/toast/toast';
import { openApp, SLOW, t } from '../support/app';
import { recordBodies, stopRecording } from '../support/requests';

afterEach(() => {
  stopRecording();
  hideToast();
});

describe('VIP upgrade bonus', { timeout: 40_000 }, () => {
  it('is claimed once for a double tap, the wallet rising by exactly the bonus', async () => {
    useScenario('vip-top-level');
    await openApp('/vip', { as: 'lotus888', namespaces: ['vip-levels'] });
    const user = userEvent.setup();
    const claim = await screen.findByRole('button', { name: t('vip-levels:bonus.claimLevel', { level: 3 }) }, SLOW);
    const before = ledgerBalance(10001);
    const bodies = recordBodies(server, getClaimVipUpgradeBonusUrl());
    await user.dblClick(claim);
    await waitFor(() => expect(screen.queryByRole('button', { name: t('vip-levels:bonus.claimLevel', { level: 3 }) })).not.toBeInTheDocument(), SLOW);
    expect(bodies).toEqual([{ vipLevel: 3 }]);
    expect(ledgerBalance(10001)).toBe(before + 88_000);
    expect(screen.getByRole('heading', { name: t('vip-levels:level.name', { level: 11 }) })).toBeInTheDocument();
  });

  it('is claimed once when the second tap comes while the first claim is still on its way', async () => {
    useScenario('vip-top-level');
    await openApp('/vip', { as: 'lotus888', namespaces: ['vip-levels'] });
    const claim = await screen.findByRole('button', { name: t('vip-levels:bonus.claimLevel', { level: 4 }) }, SLOW);
    const bodies = recordBodies(server, getClaimVipUpgradeBonusUrl());
    server.use(
      http.post(`*${getClaimVipUpgradeBonusUrl()}`, async () => {
        await delay(200);
      }),
    );
    await userEvent.setup().dblClick(claim);
    await waitFor(() => expect(screen.queryByRole('button', { name: t('vip-levels:bonus.claimLevel', { level: 4 }) })).not.toBeInTheDocument(), SLOW);
    expect(bodies).toEqual([{ vipLevel: 4 }]);
  });
});
