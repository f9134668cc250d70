import { useTranslation } from 'react-i18next';
import type { ActivityLevelMetric } from '@/shared/api/generated/main/model';
import { Button } from '@/shared/ui/button/Button';
import layout from '@/shared/ui/layout/layout.module.css';
import { useMoney } from '../hooks/use-money';
import type { LevelStyle } from '../lib/campaign-catalogue';
import { countText } from '../lib/money-text';
import type { LevelView } from '../lib/tier-progress';
import styles from './levels.module.css';

const MONEY_METRICS: ReadonlySet<ActivityLevelMetric> = new Set(['firstDeposit', 'deposit', 'bet', 'gameTransfer']);

/** An amount of a level's metric: money for deposits, bets and game transfers, a plain count otherwise. */
export function levelAmount(metric: ActivityLevelMetric, value: number, money: (amount: number) => string): string {
  return MONEY_METRICS.has(metric) ? money(value) : String(Math.round(value));
}

interface LevelRowProps {
  view: LevelView;
  style: LevelStyle;
  /** A member sees progress and actions; a guest only what the level pays. */
  member: boolean;
  /** A claim is under way (every claim button waits). */
  claiming: boolean;
  onClaim: () => void;
}

/** One tier, task or box: what it asks, what it pays, the member's progress and its claim or state. */
export function LevelRow({ view, style, member, claiming, onClaim }: LevelRowProps) {
  const { t, i18n } = useTranslation('campaigns');
  const money = useMoney();
  const { level, status } = view;
  const percent = Math.round(view.fraction * 100);
  const progressText = t('levels.progress', { current: levelAmount(level.metric, view.current, money), target: levelAmount(level.metric, level.target, money) });
  return (
    <li className={member && status === 'claimable' ? `${styles.level} ${layout.brandEdge}` : styles.level} data-status={member ? status : 'guest'} data-style={style}>
      <span className={layout.spreadWrap}>
        <span className={styles.levelTitle}>{level.title}</span>
        <span className={styles.reward}>+{money(level.rewardAmount)}</span>
      </span>
      {member ? (
        <>
          <span className={layout.meter} role="meter" aria-label={progressText} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <span className={layout.meterFill} style={{ width: `${percent}%` }} />
          </span>
          <span className={layout.spreadWrap}>
            <span className={styles.progressText}>{progressText}</span>
            {status === 'claimable' ? (
              <Button size="sm" loading={claiming} onClick={onClaim} aria-label={t('levels.claimOf', { title: level.title })}>
                {t('levels.claim')}
              </Button>
            ) : (
              <span className={styles.state}>{status === 'open' ? t('levels.left', { left: levelAmount(level.metric, view.left, money) }) : t(`levels.status.${status}`)}</span>
            )}
          </span>
        </>
      ) : null}
      {level.turnoverMultiple > 0 ? <span className={styles.turnover}>{t('levels.turnover', { times: countText(level.turnoverMultiple, i18n.language) })}</span> : null}
    </li>
  );
}
