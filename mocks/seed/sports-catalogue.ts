// Leagues and team names of the seeded sports data: three sports (soccer 1, basketball 3, tennis 5).
import type { League } from '@/shared/api/generated/sports/model';

export interface CatalogueLeague {
  league: League;
  teams: string[];
  /** How many live and upcoming matches to create. */
  live: number;
  upcoming: number;
}

const league = (id: number, sid: number, na: string, or: number, rid: number, rnm: string, hot: boolean): League => ({
  id,
  na,
  or,
  lurl: '',
  sid,
  rid,
  rnm,
  rlg: '',
  hot,
  slid: id * 10000,
});

export const catalogue: CatalogueLeague[] = [
  {
    league: league(20481, 1, 'V.League 1', 150, 84, 'Việt Nam', true),
    teams: ['Hà Nội FC', 'Hoàng Anh Gia Lai', 'Công An Hà Nội', 'Thép Xanh Nam Định', 'Becamex Bình Dương', 'Hải Phòng'],
    live: 2,
    upcoming: 3,
  },
  {
    league: league(20117, 1, 'English Premier League', 10, 44, 'England', true),
    teams: ['Arsenal', 'Chelsea', 'Liverpool', 'Manchester City', 'Manchester United', 'Tottenham Hotspur', 'Newcastle United', 'Aston Villa'],
    live: 2,
    upcoming: 4,
  },
  {
    league: league(20233, 1, 'Spanish La Liga', 20, 34, 'Spain', false),
    teams: ['Real Madrid', 'Barcelona', 'Atlético Madrid', 'Sevilla', 'Valencia', 'Real Sociedad'],
    live: 1,
    upcoming: 3,
  },
  {
    league: league(30012, 3, 'NBA', 5, 1, 'USA', true),
    teams: ['Los Angeles Lakers', 'Boston Celtics', 'Golden State Warriors', 'Miami Heat', 'Denver Nuggets', 'Phoenix Suns'],
    live: 2,
    upcoming: 3,
  },
  {
    league: league(30388, 3, 'VBA', 90, 84, 'Việt Nam', false),
    teams: ['Saigon Heat', 'Hanoi Buffaloes', 'Danang Dragons', 'Thang Long Warriors'],
    live: 1,
    upcoming: 1,
  },
  {
    league: league(50041, 5, 'ATP Finals', 8, 0, 'World', true),
    teams: ['Jannik Sinner', 'Carlos Alcaraz', 'Novak Djokovic', 'Alexander Zverev', 'Daniil Medvedev', 'Taylor Fritz'],
    live: 2,
    upcoming: 2,
  },
  {
    league: league(50107, 5, 'WTA Tokyo', 40, 81, 'Japan', false),
    teams: ['Aryna Sabalenka', 'Iga Swiatek', 'Coco Gauff', 'Elena Rybakina'],
    live: 1,
    upcoming: 1,
  },
];

/** Outright (champion) events: one per sport with its contenders. */
export const outrights = [
  {
    league: league(20999, 1, 'FIFA World Cup 2026', 1, 0, 'World', true),
    name: 'FIFA World Cup 2026 - Winner',
    season: '2026',
    contenders: ['Brazil', 'France', 'Argentina', 'England', 'Spain', 'Germany'],
  },
  {
    league: league(30999, 3, 'NBA 2026/27', 2, 1, 'USA', true),
    name: 'NBA Championship 2026/27 - Winner',
    season: '2026/27',
    contenders: ['Boston Celtics', 'Denver Nuggets', 'Los Angeles Lakers', 'Golden State Warriors'],
  },
];
