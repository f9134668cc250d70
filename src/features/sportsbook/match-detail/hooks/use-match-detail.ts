import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLiveMatches } from '@/shared/live/match-subscriptions';
import { matchDetailQuery } from '@/shared/sports/match-detail-queries';
import { matchIdOf } from '../match-call';

/**
 * The match of the route's :id, kept live: the screen subscribes it on the socket while mounted (pushes patch the
 * cached detail), and guests poll. `id` is null for an id that cannot be a match.
 */
export function useMatchDetail() {
  const { i18n } = useTranslation();
  const id = matchIdOf(useParams().id);
  const query = useQuery({ ...matchDetailQuery(i18n.language, id ?? 0), enabled: id !== null });
  useLiveMatches(id === null ? [] : [id]);
  return { id, query };
}
