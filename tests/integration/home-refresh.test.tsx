import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetBalanceUrl } from '@/shared/api/generated/main/wallet/wallet';
import { server } from '@mocks/node';
import { BANNER_PATH, HOME_BAR_PATH, homeContent } from '../../stories/screens/home/home-fixtures';
import { renderApp } from '../support/render-app';
import { countRequests } from '../support/requests';
import { signIn } from '../support/session';

describe('home: pulling to refresh reloads every section', () => {
  it('asks the banners, the quick entries and the balance again in one refresh', async () => {
    server.use(...homeContent());
    signIn('lotus888');
    await renderApp('/');
    await screen.findByTestId('balance', {}, { timeout: 10_000 });
    await screen.findByRole('region', { name: 'Promotions' }, { timeout: 10_000 });
    const banners = countRequests(server, BANNER_PATH);
    const bar = countRequests(server, HOME_BAR_PATH);
    const balance = countRequests(server, getGetBalanceUrl());

    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => {
      expect(banners()).toBe(1);
      expect(bar()).toBe(1);
      expect(balance()).toBe(1);
    });
  }, 30_000);

  it('a failed banner list shows its retry, and a pull brings the banners back', async () => {
    server.use(http.all(`*${BANNER_PATH}`, () => HttpResponse.error()), ...homeContent());
    await renderApp('/');
    const region = await screen.findByRole('region', { name: 'Promotions' }, { timeout: 10_000 });
    expect(await within(region).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Promotions could not be loaded');
    server.resetHandlers();
    server.use(...homeContent());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Lotus Club', hidden: true }).length).toBe(1), { timeout: 10_000 });
  }, 30_000);
});
