// The match detail and outright stories: a seeded match of the kind a story needs, copied under a known id so the
// story's route can name it, changed the way the story says (suspended, paused, ...), and pushes fed through the
// app's live pipeline.
import type { QueryClient } from '@tanstack/react-query';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { connectLiveUpdates } from '@/shared/live/live-updates';

/** The id every story's match is placed under. */
export const STORY_MATCH_ID = 990_001;
export const storyMatchPath = (kind: 'match-detail' | 'champions-detail', id = STORY_MATCH_ID) => `/${kind}/${id}`;

export const isLiveOf = (sid: number) => (match: MatchRecord) => match.ty === 2 && match.ms === 5 && match.sid === sid;
/** The match has an open line of this market type. */
export const hasOpenMarket = (mty: number) => (match: MatchRecord) =>
  match.mg.some((group) => group.mty === mty && group.mks.some((market) => market.ss === 1));

/** Copies the first seeded match that `pick` accepts under STORY_MATCH_ID, after `edit`; returns what was stored. */
export async function placeMatch(pick: (match: MatchRecord) => boolean, edit: (match: MatchRecord) => MatchRecord = (match) => match): Promise<MatchRecord> {
  await ensureSeeded();
  const template = db.matches.all().find(pick);
  if (!template) throw new Error('The seed has no match of the kind this story needs');
  return db.matches.create(edit({ ...structuredClone(template), id: STORY_MATCH_ID }));
}

/** The stored story match, as the mock backend answers it next. */
export function storedMatch(): MatchRecord {
  const match = db.matches.findFirst((q) => q.where({ id: STORY_MATCH_ID }));
  if (!match) throw new Error('No story match was placed');
  return match;
}

/** Every line of every market suspended (ss 0), the odds kept. */
export const suspendAll = (match: MatchRecord): MatchRecord => ({
  ...match,
  mg: match.mg.map((group) => ({ ...group, mks: group.mks.map((market) => ({ ...market, ss: 0 as const })) })),
});

/** Sends socket messages through the app's live pipeline (odds movement, then cache patches) on `queryClient`. */
export function pushLive(queryClient: QueryClient, ...messages: ServerMessage[]): void {
  let deliver: ((message: ServerMessage) => void) | undefined;
  const stop = connectLiveUpdates({ addHandler: (handler) => ((deliver = handler), () => undefined) }, queryClient);
  for (const message of messages) deliver?.(message);
  stop();
}
