import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import { openApp, SLOW, t } from '../support/app';

const NAMESPACES = ['sports-results', 'sports'];

const resultList = () => screen.findByRole('list', { name: t('sports-results:listLabel') }, SLOW);

describe('sports results', { timeout: 40_000 }, () => {
  it('lists the last 7 days by league; a match opens its result, and back keeps the filter', async () => {
    await ensureSeeded();
    const { router } = await openApp('/SportsResults?day=week', { namespaces: NAMESPACES });
    const user = userEvent.setup();

    const list = await resultList();
    await waitFor(() => expect(within(list).getAllByRole('link').length).toBeGreaterThan(0), SLOW);
    expect(within(list).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);

    const [first] = within(list).getAllByRole('link');
    if (!first) throw new Error('No result row');
    const matchId = Number(new URL(first.getAttribute('href') ?? '', 'http://x').searchParams.get('matchId'));
    const match = db.matches.findFirst((q) => q.where({ id: matchId }));
    expect(match?.ms).toBe(0);
    expect(match?.sid).toBe(1);

    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(`/ResultInfo?matchId=${matchId}`));
    expect(await screen.findByRole('rowheader', { name: t('sports-results:info.final') }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: new RegExp(match?.ts[0]?.na ?? '') })).toBeInTheDocument();

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?day=week'));
    expect(await screen.findByRole('button', { name: t('sports-results:day.week') }, SLOW)).toHaveAttribute('aria-pressed', 'true');
  });

  it('a sport chip shows that sport and keeps the choice in the address', async () => {
    const { router } = await openApp('/SportsResults?day=week', { namespaces: NAMESPACES });
    const user = userEvent.setup();
    await resultList();
    await user.click(screen.getByRole('button', { name: t('sports:sport.3') }));
    await waitFor(() => expect(router.state.location.search).toBe('?sport=3&day=week'));
    // The address changes before the screen renders it: read the list only once the chip shows the new choice,
    // or the previous sport's list may still be on screen.
    await waitFor(() => expect(screen.getByRole('button', { name: t('sports:sport.3') })).toHaveAttribute('aria-pressed', 'true'), SLOW);
    const list = await resultList();
    await waitFor(() => expect(within(list).getAllByRole('link').length).toBeGreaterThan(0), SLOW);
    const href = within(list).getAllByRole('link')[0]?.getAttribute('href') ?? '';
    const id = Number(new URL(href, 'http://x').searchParams.get('matchId'));
    expect(db.matches.findFirst((q) => q.where({ id }))?.sid).toBe(3);
  });

  it('an unknown or missing match id shows a not-found state', async () => {
    await openApp('/ResultInfo?matchId=987654321', { namespaces: NAMESPACES });
    expect(await screen.findByText(t('sports-results:info.notFound'), undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('common:common.retry') })).not.toBeInTheDocument();
  });
});
