import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAcknowledgeRealityCheck } from '../api/safer-gambling-mutations';
import { saferGamblingSessionQuery } from '../api/safer-gambling-queries';
import { delayUntilCheck } from '../lib/reality-check';

/**
 * The reality check of the member's session: a timer set for the session's next check; when it fires the session
 * is read again (fresh stakes and result) and `due` holds the check until the player answers. "Continue" tells the
 * server, whose answer carries the next check.
 */
export function useRealityCheck(token: string | null) {
  const session = useQuery(saferGamblingSessionQuery(token));
  const next = session.data?.nextCheckAt ?? null;
  const [firedAt, setFiredAt] = useState<string | null>(null);
  const acknowledge = useAcknowledgeRealityCheck(token);
  const { refetch } = session;

  useEffect(() => {
    if (!next) return undefined;
    const delay = delayUntilCheck(Date.parse(next), Date.now()) ?? 0;
    const timer = setTimeout(() => {
      setFiredAt(next);
      void refetch();
    }, delay);
    return () => clearTimeout(timer);
  }, [next, refetch]);

  const due = firedAt !== null && firedAt === next && session.data ? session.data : null;
  return {
    session: session.data ?? null,
    due,
    answering: acknowledge.isPending,
    /** "Continue" (and "see my history", which continues on the statement). */
    continueSession: async () => {
      if (!next) return;
      await acknowledge.mutateAsync(next);
      setFiredAt(null);
    },
  };
}

/** Now, every second while `active` (the header's session timer). */
export function useSecondTicker(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
