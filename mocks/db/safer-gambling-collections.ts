// Safer gambling: each member's limits (one record per kind and period, with a change waiting out its 24 hours),
// reality-check settings and time zone, time-outs and self-exclusions, and each session's next reality check.
import { Collection } from '@msw/data';
import { z } from 'zod';

export const SaferGamblingLimitRecord = z.object({
  memberId: z.int(),
  kind: z.enum(['deposit', 'loss', 'stake', 'session']),
  period: z.enum(['day', 'week', 'month', 'session']),
  /** In force (money, or minutes for session); null for none. */
  value: z.number().positive().nullable(),
  /** Waiting for pendingFrom (ms); null value with a pendingFrom is a removal. */
  pendingValue: z.number().positive().nullable(),
  pendingFrom: z.int().nullable(),
});

export const SaferGamblingSettingsRecord = z.object({
  memberId: z.int(),
  timeZone: z.string().min(1),
  intervalMinutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]),
  showSessionTimer: z.boolean(),
});

export const SaferGamblingBreakRecord = z.object({
  memberId: z.int(),
  kind: z.enum(['timeOut', 'selfExclusion']),
  length: z.string(),
  /** Milliseconds since the epoch. */
  since: z.int(),
  until: z.int(),
});

/** A main session's next reality check (ms), once answered or scheduled by a scenario. */
export const RealityCheckRecord = z.object({ token: z.string().min(1), nextAt: z.int() });

export type SaferGamblingLimitRecordType = z.infer<typeof SaferGamblingLimitRecord>;

export const saferGamblingCollections = {
  saferGamblingLimits: new Collection({ schema: SaferGamblingLimitRecord }),
  saferGamblingSettings: new Collection({ schema: SaferGamblingSettingsRecord }),
  saferGamblingBreaks: new Collection({ schema: SaferGamblingBreakRecord }),
  realityChecks: new Collection({ schema: RealityCheckRecord }),
};
