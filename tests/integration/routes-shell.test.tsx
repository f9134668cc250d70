import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useScenario } from '@mocks/node';
import { SITE_MAINTENANCE } from '@mocks/scenarios/site';
import { RouteError } from '@/app/shell/RouteError';
import { AppLayout } from '@/app/shell/AppLayout';
import { encodeWebviewUrl } from '@/features/casino/game-entry/lib/webview-url';
import { captureReports } from '@/shared/api/test-helpers';
import { createQueryClient } from '@/shared/api/query-client';
import { i18n } from '@/shared/i18n';
import { clearToken } from '@/shared/session/token-store';
import { expectConsoleErrors } from '../setup/guards';
import { renderApp } from '../support/render-app';
import { SLOW } from '../support/app';
import { signIn } from '../support/session';

vi.setConfig({ testTimeout: 30_000 });
/** The heading of /vipYacht, the screen these tests open as a plain slide-in page. */
const YACHT = { name: 'Private yacht day', level: 2 } as const;

type AppRouter = Awaited<ReturnType<typeof renderApp>>['router'];
async function go(router: AppRouter, to: string | number) {
  await act(async () => {
    await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  });
}

/** The real shell around hand-made routes (for behaviour no real screen has yet, such as a typed form). */
async function renderShell(children: RouteObject[], path: string) {
  if (!i18n.isInitialized) await renderApp('/404');
  await i18n.changeLanguage('en');
  const router = createMemoryRouter([{ element: <AppLayout />, children: [{ errorElement: <RouteError />, children }] }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

function TypedForm({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return (
    <label>
      {label}
      <input value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

describe('layout', () => {
  it('a tab route shows the tab bar and no nav bar; a non-tab route the nav bar with its title', async () => {
    const { router, container } = await renderApp('/activity');
    expect(await screen.findByRole('heading', { name: 'Promotions', level: 1 }, SLOW)).toBeInTheDocument();
    expect(container.querySelector('[data-shell="nav-bar"]')).toBeNull();
    expect(container.querySelector('main')).toHaveAttribute('data-tabbar', 'true');
    await go(router, '/vipYacht');
    const navBar = container.querySelector<HTMLElement>('[data-shell="nav-bar"]');
    await waitFor(() => expect(navBar ?? container.querySelector('[data-shell="nav-bar"]')).not.toBeNull(), SLOW);
    await waitFor(() => expect(container.querySelector('[data-shell="nav-bar"]')).toHaveTextContent('VIP yacht trip'), SLOW);
    expect(container.querySelector('main')).toHaveAttribute('data-tabbar', 'false');
    expect(await screen.findByRole('heading', YACHT, SLOW)).toBeInTheDocument();
  });

  it('marks the bet cart routes for their extra padding and slides forward and back', async () => {
    const { router, container } = await renderApp('/vipYacht');
    await screen.findByRole('heading', YACHT, SLOW);
    await go(router, '/match-detail/9');
    await waitFor(() => expect(container.querySelector('main')).toHaveAttribute('data-bet-cart', 'true'), SLOW);
    expect(container.querySelector('main')).toHaveAttribute('data-transition', 'slide-left');
    await go(router, -1);
    await waitFor(() => expect(container.querySelector('main')).toHaveAttribute('data-transition', 'slide-right'), SLOW);
    expect(container.querySelector('main')).toHaveAttribute('data-bet-cart', 'false');
    await go(router, '/sports');
    await waitFor(() => expect(container.querySelector('main')).toHaveAttribute('data-transition', 'fade'), SLOW);
  });

  it('an iOS edge-swipe back plays no transition', async () => {
    const { router, container } = await renderApp('/vipYacht');
    await screen.findByRole('heading', YACHT, SLOW);
    await go(router, '/vipBusinessGirl');
    const touch = Object.assign(new Event('touchstart'), { touches: [{ clientX: 12 }] });
    window.dispatchEvent(touch);
    await go(router, -1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vipYacht'), SLOW);
    expect(container.querySelector('main')).toHaveAttribute('data-transition', 'none');
    window.dispatchEvent(new Event('touchend'));
  });

  it('an alias of /activity-detail shows the activity detail screen', async () => {
    const { container } = await renderApp('/luckyWheel');
    await waitFor(() => expect(container.querySelector('[data-shell="nav-bar"]')).toHaveTextContent('Promotion details'), SLOW);
    expect(await screen.findByRole('heading', { name: 'Lucky wheel', level: 2 }, SLOW)).toBeInTheDocument();
  });
});

describe('keep-alive', () => {
  it('a keep-alive screen keeps what was typed when the player leaves and comes back', async () => {
    const router = await renderShell(
      [
        { path: '/deposit', handle: { keepAlive: true, titleKey: 'title.deposit' }, element: <TypedForm label="Amount" /> },
        { path: '/help', handle: { titleKey: 'title.help' }, element: <TypedForm label="Question" /> },
      ],
      '/deposit',
    );
    await userEvent.type(await screen.findByLabelText('Amount', undefined, SLOW), '500000');
    await go(router, '/help');
    await userEvent.type(await screen.findByLabelText('Question', undefined, SLOW), 'why');
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    await go(router, '/deposit');
    expect(await screen.findByLabelText('Amount', undefined, SLOW)).toHaveValue('500000');
    await go(router, '/help');
    // Not kept alive: a fresh form.
    expect(await screen.findByLabelText('Question', undefined, SLOW)).toHaveValue('');
  });

  it('the real /deposit screen stays mounted, hidden, after the player leaves', async () => {
    signIn('lotus888');
    const { router, container } = await renderApp('/deposit');
    await screen.findByRole('heading', { name: 'Choose a deposit method', level: 2 }, SLOW);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount (VND)' }, SLOW), '500000');
    const kept = container.querySelector('[data-keep-alive="/deposit"]');
    expect(kept).not.toBeNull();
    await go(router, '/vipYacht');
    await screen.findByRole('heading', YACHT, SLOW);
    expect(container.querySelector('[data-keep-alive="/deposit"]')).toBe(kept);
    expect(kept).toHaveAttribute('hidden');
    expect(screen.queryByRole('textbox', { name: 'Amount (VND)' })).toBeNull();
    await go(router, '/deposit');
    expect(container.querySelector('[data-keep-alive="/deposit"]')).toBe(kept);
    expect(kept).not.toHaveAttribute('hidden');
    expect(screen.getByRole('textbox', { name: 'Amount (VND)' })).toHaveValue('500000');
    await go(router, '/vipYacht');
    // Logging out drops the kept screen with the member's data.
    act(() => clearToken());
    await waitFor(() => expect(container.querySelector('[data-keep-alive="/deposit"]')).toBeNull(), SLOW);
  });
});

describe('/webview', () => {
  it('shows an http(s) page in a frame titled from the query, with a close link back to the lobby', async () => {
    const url = encodeURIComponent(encodeWebviewUrl('https://games.lotus.example/play?id=7'));
    const { container } = await renderApp(`/webview?title=Lucky%20Slots&url=${url}&redirect=/game&lobbyCode=PG`);
    const frame = await screen.findByTitle('Lucky Slots', undefined, SLOW);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://games.lotus.example/play?id=7');
    expect(container.querySelector('[data-shell="nav-bar"]')).toHaveTextContent('Lucky Slots');
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/game?lobbyCode=PG');
  });

  it('refuses anything that is not an http(s) address', async () => {
    const { container } = await renderApp(`/webview?title=x&url=${encodeURIComponent(encodeWebviewUrl('javascript:alert(1)'))}`);
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('This page cannot be opened');
    expect(container.querySelector('iframe')).toBeNull();
  });
});

describe('error pages', () => {
  it.each([
    ['/404', 'Page not found'],
    ['/403', 'Access denied'],
    ['/500', 'Something went wrong'],
  ])('%s explains itself and leads home', async (path, title) => {
    const { router } = await renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 }, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
  });

  it('/500 is the maintenance page with its title, text and time while the site is closed', async () => {
    useScenario('site-maintenance');
    await renderApp('/500');
    expect(await screen.findByRole('heading', { name: 'Under maintenance', level: 1 }, SLOW)).toBeInTheDocument();
    const details = await screen.findByTestId('maintenance-details', undefined, SLOW);
    expect(within(details).getByRole('heading', { name: SITE_MAINTENANCE.title.en })).toBeInTheDocument();
    expect(details).toHaveTextContent(SITE_MAINTENANCE.content.en);
    expect(details).toHaveTextContent(/From .+ to .+/);
  });
});

describe('errors', () => {
  it('a screen that fails shows the route error with a retry that runs the route again, and reports it', async () => {
    expectConsoleErrors();
    const reports = captureReports();
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed token=tk_leak');
      return <p>Recovered</p>;
    }
    await renderShell([{ path: '/flaky', handle: { titleKey: 'title.help' }, Component: Flaky }], '/flaky?token=tk_url&x=1');
    const retry = await screen.findByRole('button', { name: 'Try again' }, SLOW);
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Recovered', undefined, SLOW)).toBeInTheDocument();
    const [report] = await reports.settled();
    expect(report).toMatchObject({ modelName: 'route-error', interfaceAddress: '/flaky?x=1' });
    expect(JSON.stringify(report)).not.toContain('tk_');
  });

  it('the shell reports uncaught page errors with the current route', async () => {
    const reports = captureReports();
    const { router } = await renderApp('/vipYacht?token=tk_secret');
    await screen.findByRole('heading', YACHT, SLOW);
    expect(router.state.location.pathname).toBe('/vipYacht');
    fireEvent(window, new ErrorEvent('error', { message: 'Boom', error: new Error('Boom in a handler') }));
    const [report] = await reports.settled();
    expect(report).toMatchObject({ modelName: 'page-error', interfaceAddress: '/vipYacht' });
    expect(report?.rpsMsg).toContain('Boom in a handler');
  });
});
