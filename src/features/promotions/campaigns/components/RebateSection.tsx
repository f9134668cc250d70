import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@/shared/api/generated/main/model';
import { Button } from '@/shared/ui/button/Button';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { useClaimReward } from '../api/campaign-mutations';
import { cashbackQuery } from '../api/cashback-queries';
import { useMemberAction } from '../hooks/use-member-action';
import { useMoney } from '../hooks/use-money';
import { useRewardClaim } from '../hooks/use-reward-claim';
import { dateText } from '../lib/campaign-phase';
import type { CampaignMoment } from './CampaignPage';
import styles from './levels.module.css';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';

/** The daily rebate (cashback/client/detail): the member's rate, today's turnover, the estimate and what can be claimed now. */
export function RebateSection({ campaign, moment }: { campaign: ActivityDetail; moment: CampaignMoment }) {
  const { t, i18n } = useTranslation('campaigns');
  const money = useMoney();
  const { token, loggedIn, toLogin } = useMemberAction();
  const cashback = useQuery(cashbackQuery(i18n.language, token));
  const claim = useClaimReward();
  const submit = useRewardClaim(() => claim.mutateAsync({ activityId: campaign.id }));
  return (
    <section className={layout.sectionCard} aria-labelledby="campaign-rebate">
      <h2 id="campaign-rebate" className={layout.sectionTitle}>
        {t('rebate.title')}
      </h2>
      {!loggedIn ? (
        <>
          <p className={styles.next}>{t('rebate.guest')}</p>
          <Button block onClick={toLogin}>
            {t('rebate.login')}
          </Button>
        </>
      ) : (
        <QueryGate queries={[cashback]} rows={4} loadingLabel={t('rebate.loading')}>
          {() => {
            const detail = cashback.data;
            if (!detail) return <p className={styles.next}>{t('rebate.none')}</p>;
            const turnover = detail.items.reduce((sum, item) => sum + item.validBet, 0);
            const rate = detail.items[0]?.rate ?? 0;
            return (
              <>
                <dl className={styles.figures}>
                  <div>
                    <dt>{t('rebate.rate', { level: detail.vipLevel })}</dt>
                    <dd>{t('rebate.percent', { rate })}</dd>
                  </div>
                  <div>
                    <dt>{t('rebate.turnover', { since: dateText(detail.periodStartTime, i18n.language) })}</dt>
                    <dd>{money(turnover)}</dd>
                  </div>
                  <div>
                    <dt>{t('rebate.estimated')}</dt>
                    <dd>{money(detail.pendingAmount)}</dd>
                  </div>
                  <div className={styles.figureStrong}>
                    <dt>{t('rebate.claimable')}</dt>
                    <dd>{money(detail.claimableAmount)}</dd>
                  </div>
                </dl>
                <Button block loading={submit.pending} disabled={detail.claimableAmount <= 0 || !moment.claimOpen || moment.phase !== 'running'} onClick={() => submit.run()}>
                  {detail.claimableAmount > 0 ? t('rebate.claim', { amount: money(detail.claimableAmount) }) : t('rebate.nothing')}
                </Button>
                {detail.nextSettleTime ? <p className={layout.muted}>{t('rebate.next', { date: dateText(detail.nextSettleTime, i18n.language) })}</p> : null}
              </>
            );
          }}
        </QueryGate>
      )}
      <FormAlert message={submit.alert} />
    </section>
  );
}
