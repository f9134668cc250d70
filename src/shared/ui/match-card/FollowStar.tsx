import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleFollowedMatch, useIsFollowed } from '@/shared/sports/followed-matches';
import { lineIcon } from '../icons/drawing';
import styles from './MatchRow.module.css';

const StarIcon = lineIcon('M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z');

/** Follows or unfollows a match (per sport id, kept locally: SPEC.md section 4 "Following a match"). */
export const FollowStar = memo(function FollowStar({ sportId, matchId, name }: { sportId: number; matchId: number; name: string }) {
  const { t } = useTranslation('sports');
  const followed = useIsFollowed(sportId, matchId);
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={followed}
      aria-label={t('follow', { name })}
      onClick={() => toggleFollowedMatch(sportId, matchId)}
    >
      <StarIcon size={20} fill={followed ? 'currentColor' : 'none'} />
    </button>
  );
});
