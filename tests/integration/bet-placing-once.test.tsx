import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { override } from '@mocks/handlers/routes';
import { placeSingleBets as placeSinglesAnswer } from '@mocks/handlers/bet-placing';
import type { OpenPick } from '@mocks/handlers/bet-placing-test-client';
import { getListBetsUrl, getPlaceSingleBetsUrl, getQuoteBetSlipUrl } from '@/shared/api/generated/sports/order/order';
import { getCartItems } from '@/shared/bet-cart/cart-store';
import { countRequests, recordBodies } from '../support/requests';
import { signIn } from '../support/session';
import { addToCart, ordersOfLotus, place, preMatch, probe, renderProbe, single, SLOW, t, usePlacingHarness } from './bet-placing-harness';

/**
 * A bet is never sent twice (issue 10 "Must show" 5): every claim is counted on the requests the mock provider
 * received and on the orders it stored.
 */
usePlacingHarness();

describe('one order, whatever the player or the network does', () => {
  beforeEach(() => {
    signIn('lotus888');
  });

  it('a second place() while one runs returns the same promise and sends nothing more', SLOW, async () => {
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    const quotes = countRequests(server, getQuoteBetSlipUrl());
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    const orders = ordersOfLotus();

    const first = place(single([pick]));
    const second = place(single([pick]));
    expect(second).toBe(first);
    await first;

    expect(quotes()).toBe(1);
    expect(sent()).toBe(1);
    expect(ordersOfLotus()).toBe(orders + 1);
  });

  it('a double tap on a throttled network sends exactly one order', SLOW, async () => {
    server.use(
      override({ method: 'POST', path: '/v1/order/bet/singlePass' }, async () => {
        await delay(1500);
        return undefined;
      }),
    );
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    probe.request = single([pick]);
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    const orders = ordersOfLotus();

    const button = screen.getByRole('button', { name: 'Place bet' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('placing'), SLOW);
    fireEvent.click(button);
    const results = await Promise.all(probe.taps);

    expect(probe.taps).toHaveLength(3);
    expect(new Set(probe.taps).size).toBe(1);
    expect(results[0]).toMatchObject({ kind: 'done', ok: true });
    expect(sent()).toBe(1);
    expect(ordersOfLotus()).toBe(orders + 1);
  });

  it('a retry after an answer lost on the way back finds the order among the unsettled bets instead of sending again', SLOW, async () => {
    let lose = true;
    server.use(
      override<never, never>({ method: 'POST', path: '/v1/order/bet/singlePass' }, async (info) => {
        if (!lose) return undefined;
        lose = false;
        await placeSinglesAnswer(info);
        return HttpResponse.error();
      }),
    );
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    addToCart([pick]);
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    const lookups = recordBodies(server, getListBetsUrl());
    const orders = ordersOfLotus();

    expect(await place(single([pick]))).toEqual({ kind: 'error', message: t('network') });
    expect(ordersOfLotus()).toBe(orders + 1);
    expect(getCartItems()).toHaveLength(1);

    const retry = await place(single([pick]));

    expect(retry).toEqual({ kind: 'done', ok: true, accepted: [pick.marketId], rejected: [] });
    expect(lookups).toEqual([expect.objectContaining({ isSettled: false })]);
    expect(sent()).toBe(1);
    expect(ordersOfLotus()).toBe(orders + 1);
    expect(getCartItems()).toEqual([]);
  });

  it('a retry after a request that never reached the provider looks first, finds nothing, and sends it once more', SLOW, async () => {
    let fail = true;
    server.use(
      override({ method: 'POST', path: '/v1/order/bet/singlePass' }, () => {
        if (!fail) return undefined;
        fail = false;
        return HttpResponse.error();
      }),
    );
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    const lookups = countRequests(server, getListBetsUrl());
    const orders = ordersOfLotus();

    expect(await place(single([pick]))).toEqual({ kind: 'error', message: t('network') });
    expect(await place(single([pick]))).toMatchObject({ kind: 'done', ok: true });

    expect(lookups()).toBe(1);
    expect(sent()).toBe(2);
    expect(ordersOfLotus()).toBe(orders + 1);
  });

  it('does not send again while the lookup itself fails: the player is told the connection failed', SLOW, async () => {
    server.use(
      override({ method: 'POST', path: '/v1/order/bet/singlePass' }, () => HttpResponse.error()),
      override({ method: 'POST', path: '/v1/order/new/bet/list' }, () => HttpResponse.error()),
    );
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    const sent = countRequests(server, getPlaceSingleBetsUrl());

    expect(await place(single([pick]))).toEqual({ kind: 'error', message: t('network') });
    expect(await place(single([pick]))).toEqual({ kind: 'error', message: t('network') });
    expect(sent()).toBe(1);
  });
});

