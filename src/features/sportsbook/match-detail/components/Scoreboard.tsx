import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { isLive, isNotStarted, kickOffText } from '@/shared/lib/match-display';
import { useSportsTexts } from '@/shared/sports/sports-texts';
import { FollowStar } from '@/shared/ui/match-card/FollowStar';
import { TeamBadge } from '@/shared/ui/match-card/TeamBadge';
import { useMatchClock } from '../hooks/use-match-clock';
import { headlineScore } from '../scoreboard-rules';
import styles from './Scoreboard.module.css';
import { ScoreDetails } from './ScoreDetails';

const BADGE_PX = 44;

/** One team of the scoreboard: its logo over its name. */
function TeamSide({ team }: { team: MatchRecord['ts'][number] | undefined }) {
  return (
    <div className={styles.team}>
      {team ? (
        <span className={styles.crest}>
          <TeamBadge name={team.na} logo={team.lurl} size={BADGE_PX} />
        </span>
      ) : null}
      <span className={styles.teamName}>{team?.na}</span>
    </div>
  );
}

/**
 * The head of the match page: league, both teams with their logos, the score, and the clock with the period name
 * while live, the kick-off time before, or the match status after; the follow star; then the score details.
 */
export function Scoreboard({ match, title }: { match: MatchRecord; title: string }) {
  const { t, i18n } = useTranslation('match-detail');
  const texts = useSportsTexts();
  const clock = useMatchClock(match.ms, match.mc);
  const [home, away] = match.ts;
  const score = headlineScore(match.nsg);
  const live = isLive(match.ms);
  const notStarted = isNotStarted(match.ms);

  return (
    <section className={styles.board} aria-labelledby="match-title">
      <div className={styles.top}>
        <p className={styles.league}>{match.lg.na}</p>
        <FollowStar sportId={match.sid} matchId={match.id} name={title} />
      </div>
      <h1 id="match-title" className="visually-hidden">
        {title}
      </h1>
      <div className={styles.teams}>
        <TeamSide team={home} />
        <div className={styles.centre}>
          {notStarted ? (
            <>
              <span className={styles.kickOffLabel}>{t('kickOff')}</span>
              <time className={styles.kickOff} dateTime={new Date(match.bt).toISOString()}>
                {kickOffText(match.bt, i18n.language)}
              </time>
            </>
          ) : (
            <>
              {score ? (
                <p className={styles.score} aria-label={t('score', { home: score[0], away: score[1] })}>
                  <span>{score[0]}</span>
                  <span aria-hidden="true">:</span>
                  <span>{score[1]}</span>
                </p>
              ) : null}
              <p className={styles.phase} data-live={live}>
                {live ? <span className={styles.liveBadge}>{t('live')}</span> : null}
                <span>{live ? texts.period(match.mc.pe) : texts.status(match.ms)}</span>
                {clock ? (
                  <span className={styles.clock} data-testid="match-clock">
                    {clock}
                  </span>
                ) : null}
              </p>
            </>
          )}
        </div>
        <TeamSide team={away} />
      </div>
      <ScoreDetails match={match} />
    </section>
  );
}
