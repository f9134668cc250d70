import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { betSelectionStore } from '@/shared/bet-cart/bet-selection-store';
import { followedMatchIds } from '@/shared/sports/followed-matches';
import { resetSportsNavState } from '@/shared/sports/nav-state';
import { seededCount, seededSports } from '../../stories/support/expected';
import { openApp, SLOW, t } from '../support/app';

/**
 * The /sports list through the real routes (issue 9, "Screens: /sports"): play-type tabs with their counts, sport
 * chips, matches grouped by league with their main markets, selections, following, search, the champion tab and
 * opening a match.
 */

async function open() {
  const view = await openApp('/sports', { namespaces: ['sports', 'live'] });
  await screen.findByRole('tabpanel', {}, SLOW);
  return view;
}
const panel = () => screen.getByRole('tabpanel');
const tab = (type: number) => screen.getByRole('tab', { name: new RegExp(`^${t(`sports:tab.${type}`)}`) });

async function seededMatches(where: (match: MatchRecord) => boolean): Promise<MatchRecord[]> {
  await ensureSeeded();
  return db.matches.all().filter(where);
}

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  betSelectionStore.reset();
  resetSportsNavState();
});

describe('/sports', { timeout: 30_000 }, () => {
  it('opens on the live tab with counts, sport chips and live soccer matches grouped by league', async () => {
    await open();
    await waitFor(() => expect(tab(1)).toHaveAttribute('aria-selected', 'true'), SLOW);
    await waitFor(async () => expect(tab(1)).toHaveTextContent(String(await seededCount(1))), SLOW);
    const live = await seededSports(1);
    const chips = within(screen.getByRole('group', { name: t('sports:sportsLabel') })).getAllByRole('button');
    expect(chips).toHaveLength(live.length);
    live.forEach((sport, index) => {
      expect(chips[index]).toHaveAccessibleName(new RegExp(` ${sport.c} matches$`));
      expect(chips[index]).toHaveAttribute('aria-pressed', String(sport.sid === 1));
    });
    const rows = await within(panel()).findAllByRole('article', {}, SLOW);
    const liveSoccer = await seededMatches((match) => match.sid === 1 && match.ms === 5);
    // Only the rows near the viewport are rendered (the list is virtualised), every one of them a live soccer match.
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(liveSoccer.length);
    const names = new Set(liveSoccer.map((match) => `${match.ts[0]?.na}`));
    for (const row of rows) expect(names.has(within(row).getAllByRole('link')[0]!.textContent!.replace(/^.*?\d{2}:\d{2}/, '').split(/\d/)[0]!)).toBe(true);
    expect(within(panel()).getAllByRole('button', { expanded: true }).length).toBeGreaterThan(0);
    const first = rows[0]!;
    // Soccer rows show handicap, over/under and 1X2 side by side.
    expect(within(first).getAllByRole('group')).toHaveLength(3);
    expect(first).toHaveTextContent(/\d{2}:\d{2}/);
  });

  it('selects an option, follows a match and folds a league', async () => {
    await open();
    const row = (await within(panel()).findAllByRole('article', {}, SLOW))[0]!;
    const option = within(row).getAllByRole('button', { pressed: false }).find((button) => !button.hasAttribute('disabled') && !button.getAttribute('aria-label'));
    expect(option).toBeDefined();
    await userEvent.click(option!);
    expect(option).toHaveAttribute('aria-pressed', 'true');
    expect(betSelectionStore.get()).toHaveLength(1);

    const star = within(row).getByRole('button', { name: /^Follow / });
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(followedMatchIds()).toEqual([betSelectionStore.get()[0]!.matchId]);

    // Folding a league leaves its header followed directly by the next league's header.
    const header = within(panel()).getAllByRole('button', { expanded: true })[0]!;
    const headerItem = header.closest<HTMLElement>('[role="listitem"]')!;
    const next = () => panel().querySelector<HTMLElement>(`[role="listitem"][data-index="${Number(headerItem.dataset.index) + 1}"]`);
    expect(next()?.dataset.kind).toBe('match');
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(next()?.dataset.kind ?? 'league').toBe('league'));
    await userEvent.click(header);
    await waitFor(() => expect(next()?.dataset.kind).toBe('match'));
  });

  it('switches to today and another sport, showing kick-off times instead of clocks', async () => {
    await open();
    await within(panel()).findAllByRole('article', {}, SLOW);
    await userEvent.click(tab(3));
    const today = await seededSports(3);
    const other = today.find((sport) => sport.sid !== 1)!;
    const chips = await screen.findByRole('group', { name: t('sports:sportsLabel') }, SLOW);
    await waitFor(() => expect(within(chips).getAllByRole('button')).toHaveLength(today.length), SLOW);
    await userEvent.click(within(chips).getAllByRole('button')[today.indexOf(other)]!);
    await waitFor(() => expect(within(panel()).getAllByRole('article').length).toBeLessThanOrEqual(other.c), SLOW);
    for (const row of within(panel()).getAllByRole('article')) expect(row).toHaveTextContent(/\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('lists outrights on the champion tab, each opening its champion page', async () => {
    await open();
    await within(panel()).findAllByRole('article', {}, SLOW);
    await userEvent.click(tab(7));
    const links = await within(panel()).findAllByRole('link', {}, SLOW);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/champions-detail\/\d+$/);
  });

  it('searches by team name and opens a match', async () => {
    const view = await open();
    const row = (await within(panel()).findAllByRole('article', {}, SLOW))[0]!;
    const team = within(row).getByRole('button', { name: /^Follow / }).getAttribute('aria-label')!.replace(/^Follow /, '').split(' vs ')[0]!;
    await userEvent.type(screen.getByRole('searchbox', { name: t('sports:search.label') }), team);
    await screen.findByRole('heading', { name: t('sports:search.results', { keyword: team }) }, SLOW);
    const [link] = await within(panel()).findAllByRole('link', { name: new RegExp(team) }, SLOW);
    await userEvent.click(link!);
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/match-detail\/\d+$/), SLOW);
  });

  it('shows the followed-only filter empty until a match is followed', async () => {
    await open();
    await within(panel()).findAllByRole('article', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: t('sports:favourites') }));
    expect(await screen.findByText(t('sports:favouritesEmpty'))).toBeInTheDocument();
  });
});
