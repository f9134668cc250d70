import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@/shared/api/generated/main/model';
import { Button } from '@/shared/ui/button/Button';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { useClaimReward } from '../api/campaign-mutations';
import { campaignProgressQuery } from '../api/campaign-queries';
import { useMemberAction } from '../hooks/use-member-action';
import { useMoney } from '../hooks/use-money';
import { useRewardClaim } from '../hooks/use-reward-claim';
import { leadsToDeposit, levelStyle } from '../lib/campaign-catalogue';
import { tierProgress } from '../lib/tier-progress';
import type { CampaignMoment } from './CampaignPage';
import { DepositLead } from './DepositLead';
import { GiftPackNotice } from './GiftPackNotice';
import { LevelRow, levelAmount } from './LevelRow';
import styles from './levels.module.css';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';

/**
 * Tiers, tasks or gift boxes with the member's progress toward each and the claim of every reached one (one claim at a
 * time: a double tap claims once). Guests see what each pays and are asked to log in to take part.
 */
export function LevelsSection({ campaign, moment }: { campaign: ActivityDetail; moment: CampaignMoment }) {
  const { t } = useTranslation('campaigns');
  const money = useMoney();
  const { token, loggedIn, toLogin } = useMemberAction();
  const progress = useQuery(campaignProgressQuery(campaign.id, campaign.type, token));
  const claim = useClaimReward();
  const submit = useRewardClaim((levelId: number) => claim.mutateAsync({ activityId: campaign.id, levelId }));
  const style = levelStyle(campaign.type);
  const summary = tierProgress(campaign.levels, progress.data?.levels, { ended: moment.phase === 'ended', claimClosed: !moment.claimOpen });
  const next = summary.next;
  const titleId = `campaign-levels-${campaign.id}`;

  const rows = () => (
    <ol className={styles.levels}>
      {summary.levels.map((view) => (
        <LevelRow
          key={view.level.levelId}
          view={view}
          style={style}
          member={loggedIn}
          claiming={submit.pending}
          onClaim={() => submit.run(view.level.levelId)}
        />
      ))}
    </ol>
  );

  return (
    <section className={layout.sectionCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {t(`levels.title.${style}`)}
      </h2>
      {campaign.type === 3 && loggedIn ? <GiftPackNotice /> : null}
      {loggedIn && next && moment.phase === 'running' ? (
        <p className={styles.next}>{t('levels.next', { left: levelAmount(next.level.metric, next.left, money), title: next.level.title })}</p>
      ) : null}
      {loggedIn && summary.levels.length > 0 && !next ? <p className={styles.next}>{t('levels.allReached')}</p> : null}
      {loggedIn ? (
        <QueryGate queries={[progress]} rows={campaign.levels.length} loadingLabel={t('levels.loading')}>
          {rows}
        </QueryGate>
      ) : (
        rows()
      )}
      {!loggedIn && moment.phase !== 'ended' ? (
        <Button block onClick={toLogin}>
          {t('levels.login')}
        </Button>
      ) : null}
      <FormAlert message={submit.alert} />
      {loggedIn && leadsToDeposit(campaign.type) && moment.phase === 'running' ? <DepositLead channelId={campaign.depositChannelId} /> : null}
    </section>
  );
}
