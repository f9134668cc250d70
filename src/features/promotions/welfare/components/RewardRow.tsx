import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CollectedReward } from '@/shared/api/generated/main/model';
import { Button } from '@/shared/ui/button/Button';
import layout from '@/shared/ui/layout/layout.module.css';
import { useMoney } from '@/features/promotions/campaigns/hooks/use-money';
import { campaignHref } from '@/features/promotions/campaigns/lib/campaign-catalogue';
import { dateText } from '@/features/promotions/campaigns/lib/campaign-phase';
import { turnoverProgress } from '../lib/reward-turnover';
import styles from './welfare.module.css';

const STATUS = { 0: 'claimable', 1: 'claimed', 2: 'expired' } as const;

/** One reward: what it is for and its source campaign, the amount, and its claim, turnover or expiry. */
export function RewardRow({ reward, claiming, onClaim }: { reward: CollectedReward; claiming: boolean; onClaim: () => void }) {
  const { t, i18n } = useTranslation('welfare');
  const money = useMoney();
  const status = STATUS[reward.status];
  const turnover = turnoverProgress(reward.turnoverRequired, reward.turnoverDone);
  return (
    <article className={styles.reward} data-status={status} aria-label={t('row.label', { title: reward.title, campaign: reward.activityName })}>
      <span className={layout.spreadWrap}>
        <span className={styles.rewardTitle}>{reward.title}</span>
        <span className={styles.amount}>{money(reward.amount)}</span>
      </span>
      <Link className={styles.source} to={campaignHref({ id: reward.activityId, page: reward.page })}>
        {reward.activityName}
      </Link>
      <span className={layout.spreadWrap}>
        <span className={styles.chip}>{t(`status.${status}`)}</span>
        {reward.status === 0 ? (
          <>
            {reward.expireTime ? <span className={layout.muted}>{t('row.claimBy', { date: dateText(reward.expireTime, i18n.language) })}</span> : null}
            <Button size="sm" loading={claiming} onClick={onClaim} aria-label={t('row.claimOf', { title: reward.title })}>
              {t('row.claim')}
            </Button>
          </>
        ) : null}
        {reward.status === 1 && reward.collectTime ? <span className={layout.muted}>{t('row.claimedOn', { date: dateText(reward.collectTime, i18n.language) })}</span> : null}
        {reward.status === 2 && reward.expireTime ? <span className={layout.muted}>{t('row.expiredOn', { date: dateText(reward.expireTime, i18n.language) })}</span> : null}
      </span>
      {reward.status === 1 && reward.turnoverRequired > 0 ? (
        <span className={styles.turnover}>
          <span className={styles.meter} role="meter" aria-label={t('row.turnoverLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(turnover.fraction * 100)}>
            <span className={styles.meterFill} style={{ width: `${Math.round(turnover.fraction * 100)}%` }} />
          </span>
          <span className={layout.muted}>
            {turnover.complete
              ? t('row.turnoverDone')
              : t('row.turnoverLeft', { left: money(turnover.left), done: money(reward.turnoverDone), required: money(reward.turnoverRequired) })}
          </span>
        </span>
      ) : null}
    </article>
  );
}
