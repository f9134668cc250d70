// The mock backend's database: one @msw/data collection per kind of record.
import * as main from './main-collections';
import * as sports from './sports-collections';

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
};

export type Db = typeof db;

/** Empties every collection. */
export function clearDb(): void {
  for (const collection of Object.values(db)) collection.clear();
}
