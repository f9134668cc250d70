import type { MatchRecord } from '@/shared/api/generated/sports/model';

/** Only absolute http(s) addresses are opened; anything else (javascript:, data:, relative paths) is ignored. */
export function playableUrl(address: string | undefined): string | null {
  const text = address?.trim() ?? '';
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.hostname === '' || url.username !== '' || url.password !== '' ? null : url.href;
  } catch {
    return null;
  }
}

export interface WatchSources {
  /** The first playable animation address. */
  animation: string | null;
  /** A playable web stream address. */
  video: string | null;
  /** The provider says the match has a stream (vs.have), whether or not it gave an address. */
  videoAnnounced: boolean;
}

/** What the player can watch of a match: its animation (`as`) and its live stream (`vs`). */
export function watchSources(match: Pick<MatchRecord, 'as' | 'vs'>): WatchSources {
  const animation = (match.as ?? []).map(playableUrl).find((url) => url !== null) ?? null;
  const video = match.vs?.have ? playableUrl(match.vs.web) : null;
  return { animation, video, videoAnnounced: match.vs?.have === true };
}
