import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { ensureSeeded } from '@mocks/seed';
import { getGetMatchDetailUrl } from '@/shared/api/generated/sports/match/match';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { scoreOf } from '@/shared/lib/match-display';
import { applyLivePush } from '@/shared/live/live-patches';
import { goal } from '@/shared/live/live-test-data';
import { betSelectionStore } from '@/shared/bet-cart/bet-selection-store';
import { openApp, SLOW, t } from '../support/app';

const NAMESPACES = ['match-detail', 'sports', 'live'];

async function seededMatch(pick: (match: MatchRecord) => boolean): Promise<MatchRecord> {
  await ensureSeeded();
  const match = db.matches.all().find(pick);
  if (!match) throw new Error('The seed has no such match');
  return match;
}

const liveSoccerWithCorrectScore = (match: MatchRecord) =>
  match.ty === 2 &&
  match.ms === 5 &&
  match.sid === 1 &&
  match.mg.some((group) => group.mty === 1099 && group.mks.some((market) => market.ss === 1 && market.op.some((option) => option.ty === 110 && option.od > 0)));

describe('match detail', { timeout: 40_000 }, () => {
  it('shows a live match at /match-detail/:id: teams, score, market tabs, a correct score picked, and a pushed goal', async () => {
    const match = await seededMatch(liveSoccerWithCorrectScore);
    const [home, away] = scoreOf(match.nsg) ?? [0, 0];
    const { queryClient } = await openApp(`/match-detail/${match.id}`, { namespaces: NAMESPACES });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: `${match.ts[0]?.na} ${t('match-detail:versus')} ${match.ts[1]?.na}` }, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText(t('match-detail:score', { home, away }))).toBeInTheDocument();

    const tabs = screen.getByRole('tablist', { name: t('match-detail:markets.tabs') });
    await user.click(within(tabs).getByRole('tab', { name: t('match-detail:tab.cs') }));
    const homeWins = within(await screen.findByRole('group', { name: t('match-detail:correctScore.win', { team: match.ts[0]?.na }) }));
    const oneNil = homeWins.getAllByRole('button').find((button) => button.textContent?.startsWith('1-0'));
    if (!oneNil) throw new Error('No 1-0 selection');
    await user.click(oneNil);
    expect(oneNil).toHaveAttribute('aria-pressed', 'true');
    expect(betSelectionStore.get()).toEqual([
      expect.objectContaining({ matchId: match.id, marketType: 1099, optionType: 110, optionName: '1-0' }),
    ]);

    applyLivePush(queryClient, goal(match.id, [home + 1, away]));
    expect(await screen.findByLabelText(t('match-detail:score', { home: home + 1, away }))).toBeInTheDocument();
    betSelectionStore.reset();
  });

  it('says an unknown match is not found and leads back to the sports list', async () => {
    const { router } = await openApp('/match-detail/987654321', { namespaces: NAMESPACES });
    const user = userEvent.setup();
    expect(await screen.findByText(t('match-detail:notFound.title'), undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('match-detail:notFound.back') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'));
  });

  it('offers a retry when the call fails, and shows the match once it answers', async () => {
    const match = await seededMatch((entry) => entry.ty === 2 && entry.ms === 5);
    server.use(http.post(`*${getGetMatchDetailUrl()}`, () => HttpResponse.error(), { once: true }));
    await openApp(`/match-detail/${match.id}`, { namespaces: NAMESPACES });
    const user = userEvent.setup();
    expect(await screen.findByText(t('match-detail:loadFailed'), undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common:common.retry') }));
    expect(await screen.findByRole('tablist', { name: t('match-detail:markets.tabs') }, SLOW)).toBeInTheDocument();
  });

  it('opens an outright at /champions-detail/:id with its contenders by odds, and sends an outright id there', async () => {
    const outright = await seededMatch((entry) => entry.ty === 1);
    const { router } = await openApp(`/match-detail/${outright.id}`, { namespaces: NAMESPACES });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/champions-detail/${outright.id}`), SLOW);
    const list = within(await screen.findByRole('list', { name: t('match-detail:outright.contenders') }, SLOW));
    const odds = list.getAllByRole('button').map((button) => Number(/\d+\.\d{2}/.exec(button.textContent ?? '')?.[0] ?? Number.POSITIVE_INFINITY));
    expect(odds).toEqual([...odds].sort((a, b) => a - b));
    // The first tab holds the first group (the winner market).
    expect(odds.length).toBe(outright.mg[0]?.mks.flatMap((market) => market.op).length);
  });
});
