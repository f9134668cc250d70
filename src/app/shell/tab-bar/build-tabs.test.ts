import { describe, expect, it } from 'vitest';
import { buildTabs, isTabActive, tabHref, type TabDefinition } from './build-tabs';

const ids = (tabs: TabDefinition[]) => tabs.map((tab) => tab.id);
const byId = (tabs: TabDefinition[], id: TabDefinition['id']) => tabs.find((tab) => tab.id === id);

describe('buildTabs', () => {
  it('C-sport on with live games: sports second, live fourth', () => {
    expect(ids(buildTabs({ cSport: true, hasLiveGames: true }))).toEqual(['home', 'sports', 'activity', 'live', 'account']);
  });

  it('C-sport on without live games: the fourth tab is bet records', () => {
    const tabs = buildTabs({ cSport: true, hasLiveGames: false });
    expect(ids(tabs)).toEqual(['home', 'sports', 'activity', 'betRecord', 'account']);
    expect(tabs[3]?.fourthSlot).toBe(true);
  });

  it('C-sport off: no sports tab, the rest keeps its order', () => {
    expect(ids(buildTabs({ cSport: false, hasLiveGames: true }))).toEqual(['home', 'activity', 'live', 'account']);
    expect(ids(buildTabs({ cSport: false, hasLiveGames: false }))).toEqual(['home', 'activity', 'betRecord', 'account']);
  });

  it('exactly one fourth-slot tab in every combination, and sports only with the flag', () => {
    for (const cSport of [true, false]) {
      for (const hasLiveGames of [true, false]) {
        const tabs = buildTabs({ cSport, hasLiveGames });
        expect(tabs.filter((tab) => tab.fourthSlot)).toHaveLength(1);
        expect(tabs.some((tab) => tab.id === 'sports')).toBe(cSport);
        expect(tabs[0]?.id).toBe('home');
        expect(tabs.at(-1)?.id).toBe('account');
      }
    }
  });

  it('opens bet records with app=false and the other tabs at their paths', () => {
    const tabs = buildTabs({ cSport: true, hasLiveGames: false });
    expect(tabs.map(tabHref)).toEqual(['/', '/sports', '/activity', '/user-center-bet-record?app=false', '/user-center']);
  });
});

describe('isTabActive', () => {
  const tabs = buildTabs({ cSport: true, hasLiveGames: false });
  const home = byId(tabs, 'home')!;
  const account = byId(tabs, 'account')!;
  const sports = byId(tabs, 'sports')!;

  it('home only on /', () => {
    expect(isTabActive(home, '/')).toBe(true);
    expect(isTabActive(home, '/activity')).toBe(false);
  });

  it('the account tab is not active on the bet-record path that shares its prefix', () => {
    expect(isTabActive(account, '/user-center')).toBe(true);
    expect(isTabActive(account, '/user-center-bet-record')).toBe(false);
  });

  it('the sports tab stays current on the maintenance page it redirects to', () => {
    expect(isTabActive(sports, '/maintain')).toBe(true);
    expect(isTabActive(sports, '/sports')).toBe(true);
    expect(isTabActive(sports, '/sportsX')).toBe(false);
  });
});
