import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  getRealityCheckSettings,
  getSaferGamblingLimits,
  getSaferGamblingSession,
  getSaferGamblingStatement,
} from '@/shared/api/generated/main/safer-gambling/safer-gambling';
import type { GetSaferGamblingStatementPeriod } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';

// The member's safer-gambling data: limits with their allowances, reality-check settings, the current session and
// the activity statement. Every key ends with the member's token, so logout removes them (ADR 010).

export const saferGamblingKeys = {
  all: ['safer-gambling'] as const,
  limits: (token: string | null) => [...saferGamblingKeys.all, 'limits', token] as const,
  realityCheck: (token: string | null) => [...saferGamblingKeys.all, 'reality-check', token] as const,
  session: (token: string | null) => [...saferGamblingKeys.all, 'session', token] as const,
  statement: (period: GetSaferGamblingStatementPeriod, token: string | null) => [...saferGamblingKeys.all, 'statement', period, token] as const,
};

/** Allowances move with every deposit and bet: asked afresh each time a screen or form shows them. */
export const saferGamblingLimitsQuery = (token: string | null) =>
  queryOptions({
    queryKey: saferGamblingKeys.limits(token),
    queryFn: async ({ signal }) => (await getSaferGamblingLimits({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: 0,
  });

export const realityCheckSettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: saferGamblingKeys.realityCheck(token),
    queryFn: async ({ signal }) => (await getRealityCheckSettings({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: STALE.profile,
  });

/** The session and its next reality check (the shell schedules the dialog from it). */
export const saferGamblingSessionQuery = (token: string | null) =>
  queryOptions({
    queryKey: saferGamblingKeys.session(token),
    queryFn: async ({ signal }) => (await getSaferGamblingSession({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: 0,
  });

export const saferGamblingStatementQuery = (period: GetSaferGamblingStatementPeriod, token: string | null) =>
  queryOptions({
    queryKey: saferGamblingKeys.statement(period, token),
    queryFn: async ({ signal }) => (await getSaferGamblingStatement({ period }, { signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: 0,
  });

/** After a limit change: the limits and allowances. */
export const refreshLimits = (client: QueryClient) => client.invalidateQueries({ queryKey: [...saferGamblingKeys.all, 'limits'] });

/** After a settings change or a reality check answered: the settings and the session (its next check). */
export const refreshSession = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [...saferGamblingKeys.all, 'reality-check'] }),
    client.invalidateQueries({ queryKey: [...saferGamblingKeys.all, 'session'] }),
  ]);
