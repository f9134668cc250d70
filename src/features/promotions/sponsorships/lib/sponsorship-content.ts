// What the sponsorship pages show besides their texts (namespace "sponsorships"): the partners with their colours and
// since-years, the new season's programme, and the royal club's levels with what each needs.

export interface Partner {
  /** The partner's key in the texts (partners.<key>.name, .sport, .role, .about). */
  key: 'songHong' | 'lotusEsports' | 'danangDragons' | 'mekongRiders';
  initials: string;
  colours: readonly [string, string];
  since: number;
}

export const PARTNERS: readonly Partner[] = [
  { key: 'songHong', initials: 'SH', colours: ['#c62828', '#ffd54a'], since: 2024 },
  { key: 'lotusEsports', initials: 'LE', colours: ['#0f7a5c', '#a5f3d0'], since: 2025 },
  { key: 'danangDragons', initials: 'DD', colours: ['#1e5fa8', '#f4c542'], since: 2025 },
  { key: 'mekongRiders', initials: 'MR', colours: ['#6a1b9a', '#ffcc80'], since: 2026 },
];

/** The new season's programme, in order (texts season.<key>.title / .when / .about). */
export const SEASON_EVENTS = ['opener', 'fanDay', 'awayTrip', 'awards'] as const;

/** Perks for members this season (texts perks.<key>). */
export const SEASON_PERKS = ['tickets', 'jersey', 'meet', 'boost'] as const;

export interface RoyalLevel {
  key: 'silver' | 'gold' | 'diamond' | 'royal';
  /** Deposits in a calendar month that reach the level (VND). */
  monthlyDeposit: number;
  colour: string;
  /** Benefit keys (royal.benefits.<key>) the level has. */
  benefits: readonly string[];
}

export const ROYAL_LEVELS: readonly RoyalLevel[] = [
  { key: 'silver', monthlyDeposit: 20_000_000, colour: '#9aa5ad', benefits: ['rebate', 'birthday'] },
  { key: 'gold', monthlyDeposit: 100_000_000, colour: '#f4c542', benefits: ['rebate', 'birthday', 'withdraw', 'manager'] },
  { key: 'diamond', monthlyDeposit: 500_000_000, colour: '#5fd0ff', benefits: ['rebate', 'birthday', 'withdraw', 'manager', 'events'] },
  { key: 'royal', monthlyDeposit: 2_000_000_000, colour: '#b76df0', benefits: ['rebate', 'birthday', 'withdraw', 'manager', 'events', 'trip'] },
];
