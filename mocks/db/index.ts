// The mock backend's database: one @msw/data collection per kind of record.
import { gameTypeCollections } from './game-types-collections';
import { accountCollections } from './account-collections';
import { addressCollections } from './addresses-collections';
import { businessAgentCollections } from './business-agent-collections';
import { campaignsCollections } from './campaigns-collections';
import { luckyWheelCollections } from './lucky-wheel-collections';
import { depositCollections } from './deposits-collections';
import { ledgerCollections } from './ledger-collections';
import { lobbyCollections } from './game-lobby-collections';
import * as main from './main-collections';
import { matchRewardsCollections } from './match-rewards-collections';
import { overlayCollections } from './overlay-collections';
import { welfareCollections } from './welfare-collections';
import { serviceCollections } from './service-collections';
import { withdrawalAccountCollections } from './withdrawal-accounts-collections';
import { withdrawCollections } from './withdrawals-collections';
import * as sports from './sports-collections';
import { sportsOrderCollections } from './sports-order-collections';
import { referralCollections } from './referrals-collections';
import { saferGamblingCollections } from './safer-gambling-collections';
import { referralDrawCollections } from './referral-draw-collections';
import { vipLevelCollections } from './vip-levels-collections';
import { vipServiceCollections } from './vip-services-collections';
import { anchorsCollections } from './anchors-collections';
import { liveNewsCollections } from './live-news-collections';
import { mastersCollections } from './masters-collections';
import { roomsCollections } from './rooms-collections';
import { subGamesCollections } from './sub-games-collections';

export const db = {
  members: main.members,
  credentials: main.credentials,
  sessions: main.sessions,
  wallets: main.wallets,
  countries: main.countries,
  agentLines: main.agentLines,
  maintenance: main.maintenance,
  verificationCodes: main.verificationCodes,
  errorLogs: main.errorLogs,
  leagues: sports.leagues,
  teams: sports.teams,
  matches: sports.matches,
  ...gameTypeCollections,
  ...lobbyCollections,
  ...overlayCollections,
  ...accountCollections,
  ...withdrawalAccountCollections,
  ...depositCollections,
  ...withdrawCollections,
  ...ledgerCollections,
  ...addressCollections,
  ...businessAgentCollections,
  ...serviceCollections,
  ...sportsOrderCollections,
  ...vipLevelCollections,
  ...vipServiceCollections,
  ...referralCollections,
  ...referralDrawCollections,
  ...campaignsCollections,
  ...welfareCollections,
  ...luckyWheelCollections,
  ...matchRewardsCollections,
  ...roomsCollections,
  ...anchorsCollections,
  ...mastersCollections,
  ...subGamesCollections,
  ...liveNewsCollections,
  ...saferGamblingCollections,
};

export type Db = typeof db;

/** Empties every collection. */
export function clearDb(): void {
  for (const collection of Object.values(db)) collection.clear();
}
