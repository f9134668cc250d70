import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { matchNameOf, toBetSelection } from '@/shared/bet-cart/bet-selection';
import { routePath } from '@/shared/config/paths';
import { isLive, kickOffText, scoreOf, showsClock } from '@/shared/lib/match-display';
import { isLockedOdds } from '@/shared/lib/odds';
import { reportRender } from '@/shared/lib/render-probe';
import { SelectionButton } from '@/shared/sports/SelectionButton';
import { useSportsTexts, type SportsTexts } from '@/shared/sports/sports-texts';
import { FollowStar } from './FollowStar';
import { LiveClock } from './LiveClock';
import { isMarketOpen, mainMarkets, optionLabel, type MainMarket } from './main-markets';
import styles from './MatchRow.module.css';
import { TeamBadge } from './TeamBadge';

export const matchName = (match: Pick<MatchRecord, 'ts' | 'nm' | 'lg'>): string => matchNameOf(match, 'vs');

function MarketColumn({ match, main, texts }: { match: MatchRecord; main: MainMarket; texts: SportsTexts }) {
  const { t } = useTranslation('sports');
  const { group, market } = main;
  const marketName = texts.marketType(group.mty);
  const open = isMarketOpen(match, market);
  return (
    <div className={styles.column} role="group" aria-label={marketName}>
      <span className={styles.columnTitle} aria-hidden="true">
        {marketName}
      </span>
      {market.op.map((option) => {
        const label = optionLabel(option);
        const text = 'key' in label ? t(label.key) : label.text;
        const selection = toBetSelection(match, group, market, option, {
          matchName: matchName(match),
          marketName,
          optionName: option.na ?? text,
        });
        return <SelectionButton key={option.ty} selection={selection} label={text} locked={!open || isLockedOdds(option.od)} />;
      })}
    </div>
  );
}

/** When the match stands: the live period and clock, or its status, or the kick-off time before it starts. */
function MatchTime({ match, texts }: { match: MatchRecord; texts: SportsTexts }) {
  const { i18n } = useTranslation();
  if (isLive(match.ms)) {
    return (
      <span className={styles.live}>
        <span>{texts.period(match.mc.pe)}</span>
        {showsClock(match.ms, match.mc) ? <LiveClock clock={match.mc} /> : null}
      </span>
    );
  }
  if (match.ms === 4) return <time className={styles.kickOff}>{kickOffText(match.bt, i18n.language)}</time>;
  return <span className={styles.status}>{texts.status(match.ms)}</span>;
}

export interface MatchRowProps {
  match: MatchRecord;
}

/**
 * One match of a list (SPEC.md section 4 "Match display"): time or live clock with the period, both teams with their
 * logos and the score, the follow star, and the sport's main markets side by side. Tapping the match opens its
 * detail. Memoised on the match object: a push that leaves this match alone does not render it again.
 */
export const MatchRow = memo(function MatchRow({ match }: MatchRowProps) {
  const texts = useSportsTexts();
  const titleId = useId();
  const score = scoreOf(match.nsg);
  const markets = mainMarkets(match);
  const name = matchName(match);
  reportRender('MatchRow', match.id);

  return (
    <article className={styles.row} aria-labelledby={titleId} data-match-row={match.id}>
      <div className={styles.head}>
        <Link className={styles.info} to={routePath('matchDetail', { id: match.id })} id={titleId}>
          <MatchTime match={match} texts={texts} />
          {match.ts.map((team, index) => (
            <span key={team.id} className={styles.team}>
              <TeamBadge name={team.na} logo={team.lurl} />
              <span className={styles.teamName}>{team.na}</span>
              <span className={styles.score}>{score ? score[index] : ''}</span>
            </span>
          ))}
        </Link>
        <FollowStar sportId={match.sid} matchId={match.id} name={name} />
      </div>
      {markets.length > 0 ? (
        <div className={styles.markets} data-columns={markets.length}>
          {markets.map((main) => (
            <MarketColumn key={main.group.mty} match={match} main={main} texts={texts} />
          ))}
        </div>
      ) : null}
    </article>
  );
});
