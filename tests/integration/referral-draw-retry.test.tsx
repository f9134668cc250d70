import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { getDrawInviteAwardUrl } from '@/shared/api/generated/main/invite/invite';
import { hideToast } from '@/shared/ui/toast/toast';
import { openApp, SLOW, t } from '../support/app';
import { recordBodies, stopRecording } from '../support/requests';

// The prize ring when the answer to a draw is lost: the retry sends the same drawNo, so the member gets the one prize
// the server drew, never a second draw. With reduced motion (asked for here) the prize shows without the spin.

const realMatchMedia = window.matchMedia;

beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({ matches: query.includes('prefers-reduced-motion'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
});

afterEach(() => {
  window.matchMedia = realMatchMedia;
  stopRecording();
  hideToast();
});

describe('prize ring draw', { timeout: 40_000 }, () => {
  it('retries a draw whose answer was lost with the same drawNo, and draws once', async () => {
    await openApp('/invite-activity', { as: 'lotus888', namespaces: ['referral-draw'] });
    const user = userEvent.setup();
    const draw = await screen.findByRole('button', { name: t('referral-draw:ring.draw') }, SLOW);
    const bodies = recordBodies(server, getDrawInviteAwardUrl());
    // The first answer is lost on the way back: the server has drawn, the app does not know what.
    server.use(
      http.post(
        `*${getDrawInviteAwardUrl()}`,
        async ({ request }) => {
          const { drawNo } = (await request.clone().json()) as { drawNo: string };
          await db.inviteDraws.create({ drawNo, memberId: 10001, slot: 2, amount: 28_888, drawnAt: Date.now() });
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await user.click(draw);
    expect(await screen.findByText(t('common:common.networkError'), undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('referral-draw:ring.draw') }));
    await waitFor(() => expect(screen.getByTestId('draw-result')).toHaveTextContent(/28,888/), SLOW);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(db.inviteDraws.findMany((q) => q.where({ memberId: 10001 }))).toHaveLength(2);
    expect(screen.getByTestId('draws-left')).toHaveTextContent(t('referral-draw:ring.drawsLeft', { draws: 1 }));
  });
});
