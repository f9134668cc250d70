// Fills the database from one seed number: the same seed (and reference time) always gives the same records.
import { clearDb, db } from '../db';
import { postLedgerEntry } from '../handlers/ledger';
import { resetRuntime } from '../db/runtime';
import { resetPuzzles } from '../handlers/verification-puzzle';
import { seedAccount } from './account';
import { seedAddresses } from './addresses';
import { seedBusinessAgent } from './business-agent';
import { seedCampaigns } from './campaigns';
import { seedGameTypes } from './game-types';
import { seedDepositOrders } from './deposits';
import { seedWithdrawalOrders } from './withdrawals';
import { seedGameWallets } from './game-wallets';
import { seedLetters } from './letters';
import { seedLuckyWheels } from './lucky-wheel';
import { seedMatchRewards } from './match-rewards';
import { seedLobby } from './game-lobby';
import { generatedMembers, namedMembers } from './members';
import { seedOverlays } from './overlays';
import { seedService } from './service';
import { createRandom } from './random';
import { seedAgentLines, seedCountries, seedMaintenance } from './site';
import { seedSports } from './sports';
import { seedSportsBulletins } from './sports-bulletins';
import { seedSportsOrders } from './bet-records';
import { seedWithdrawalAccounts } from './withdrawal-accounts';
import { seedReferralDraw } from './referral-draw';
import { seedReferrals } from './referrals';
import { seedVipLevels } from './vip-levels';
import { seedVipServices } from './vip-services';
import { seedAnchors } from './anchors';
import { seedLiveNews } from './live-news';
import { seedMasters } from './masters';
import { seedRooms } from './rooms';

export const DEFAULT_SEED = 8888;

/** The seeded balances are opening entries of the funds ledger written this long before the reference time. */
const OPENING_AGE_MS = 30 * 24 * 3_600_000;

export interface SeedOptions {
  seed?: number;
  /** Reference time for match kick-offs; defaults to the current time rounded down to the minute. */
  now?: number;
}

/** Session tokens that exist right after seeding, so tests and tools can skip the login step. */
export const SEED_TOKENS = {
  lotus888: 'tk_seed_lotus888',
  lockeddp01: 'tk_seed_lockeddp01',
  lockedwd01: 'tk_seed_lockedwd01',
  nomobile01: 'tk_seed_nomobile01',
} as const;

/** Provider token of lotus888's seeded session (accepted by the /v1 sports handlers). */
export const SEED_SPORTS_TOKEN = 'fbm_seed_lotus888';

/** What lives beside the database and starts over with it: the runtime knobs and the slide puzzles drawn so far. */
function resetVolatileState(seed: number): void {
  resetRuntime(seed);
  resetPuzzles();
}

export async function seedDatabase(options: SeedOptions = {}): Promise<void> {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? Math.floor(Date.now() / 60_000) * 60_000;
  const random = createRandom(seed);
  clearDb();
  resetVolatileState(seed);

  const members = [...namedMembers(), ...generatedMembers(random, 6)];
  for (const { info, password, balance } of members) {
    await db.members.create(info);
    await db.credentials.create({ memberId: info.id, userName: info.userName, password });
    await db.wallets.create({ memberId: info.id, balance: 0, currency: info.currency ?? 'VND', frozenAmount: 0 });
    await postLedgerEntry({ memberId: info.id, kind: 'opening', amount: balance, time: now - OPENING_AGE_MS });
  }
  for (const [userName, token] of Object.entries(SEED_TOKENS)) {
    const member = db.members.findFirst((q) => q.where({ userName }), { strict: true });
    await db.sessions.create({ token, kind: 'main', memberId: member.id, parentToken: '', createdAt: now });
  }
  await db.sessions.create({
    token: SEED_SPORTS_TOKEN,
    kind: 'sports',
    memberId: 10001,
    parentToken: SEED_TOKENS.lotus888,
    createdAt: now,
  });
  for (const country of seedCountries) await db.countries.create(country);
  for (const line of seedAgentLines) await db.agentLines.create(line);
  await db.maintenance.create(seedMaintenance);
  await seedSports(createRandom(seed + 1), now);
  await seedSportsOrders(createRandom(seed + 2), now);
  await seedSportsBulletins(now);
  await seedGameTypes(now);
  await seedLobby(now, seed);
  await seedOverlays(now);
  await seedWithdrawalAccounts(now);
  await seedLetters(now);
  await seedAccount(now, seed);
  await seedDepositOrders(now);
  await seedWithdrawalOrders(now);
  await seedGameWallets();
  await seedAddresses(now);
  await seedBusinessAgent(now);
  await seedService(now);
  await seedCampaigns(createRandom(seed + 3), now);
  await seedLuckyWheels(createRandom(seed + 4), now);
  await seedMatchRewards();
  // After every seed that writes ledger entries: the VIP histories are what the ledger does not already hold.
  await seedReferrals(now);
  await seedReferralDraw(now);
  await seedVipLevels(now);
  await seedVipServices();
  // The live streams' data comes from the sports seed above: anchors, their rooms, masters' plans, news.
  await seedAnchors(createRandom(seed + 11), now);
  await seedRooms(createRandom(seed + 12), now);
  await seedMasters(createRandom(seed + 13), now);
  await seedLiveNews(createRandom(seed + 14), now);
}

let seeding: Promise<void> | undefined;

/** Seeds with the defaults once; handlers await this before touching the database. */
export function ensureSeeded(): Promise<void> {
  seeding ??= seedDatabase();
  return seeding;
}

/**
 * Starts from a saved database when `restore` finds one, else seeds; must run before any handler does. The browser
 * worker uses it to keep its data across page reloads.
 */
export function seedOrRestore(restore: () => Promise<boolean>): Promise<void> {
  seeding ??= restore().then((restored) => (restored ? undefined : seedDatabase()));
  return seeding;
}

/** Re-seeds (after the previous seeding finished) and makes later ensureSeeded() calls wait for it. */
export function reseed(options: SeedOptions = {}): Promise<void> {
  const previous = seeding ?? Promise.resolve();
  seeding = previous
    .catch(() => undefined)
    .then(async () => {
      untouched = false;
      await seedDatabase(options);
      untouched = options.seed === undefined && options.now === undefined;
    });
  return seeding;
}

/**
 * True while the database holds the default seed and nothing has written to it since (any create, update or
 * delete clears it). Seeding the full catalogue takes about 100 ms, so the reset between two tests skips it when the
 * test before only read.
 */
let untouched = false;
for (const collection of Object.values(db)) {
  for (const kind of ['create', 'update', 'delete'] as const) {
    collection.hooks.on(kind, () => {
      untouched = false;
    });
  }
}

/** Back to the default seed: re-seeds unless the database still holds it untouched (the runtime state and the puzzles always reset). */
export function reseedUnlessUntouched(): Promise<void> {
  if (untouched) {
    resetVolatileState(DEFAULT_SEED);
    return seeding ?? Promise.resolve();
  }
  return reseed();
}
