import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BusinessAgentInfo } from '@/shared/api/generated/main/model';
import { useToken } from '@/shared/session/use-session';
import { businessAgentQuery } from '../api/business-agent-queries';
import { AgentApplyForm } from '../components/AgentApplyForm';
import styles from '@/features/account/components/account-pages.module.css';
import { ListItem } from '@/features/account/components/ListItem';
import { AccountLoginRequired } from '@/features/account/components/AccountLoginRequired';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';

/**
 * /business-agent: apply for an agent account (a_ + 3-15 letters or digits). While the application is reviewed the
 * screen says so; an approved account is shown; a rejected one shows the reason and the form again.
 */
export function BusinessAgentScreen() {
  const { t } = useTranslation('business-agent');
  const token = useToken();
  const agent = useQuery(businessAgentQuery(token));
  if (!token) return <AccountLoginRequired />;

  const body = (info: BusinessAgentInfo | null) => {
    if (info?.status === 1 || info?.status === 2) {
      const approved = info.status === 2;
      return (
        <div role="status" className={styles.section}>
          <p className={styles.note}>{t(approved ? 'approvedNote' : 'reviewNote')}</p>
          <ListItem
            title={info.agentAccount}
            defaultLabel={t(approved ? 'approved' : 'inReview')}
            lines={[t('contactLine', { contact: info.contact }), t('appliedAt', { time: info.applyTime })]}
          />
        </div>
      );
    }
    return (
      <>
        <p className={styles.note}>{t('intro')}</p>
        {info?.status === 3 ? (
          <div className={styles.notice} role="note">
            <p>{t('rejected', { account: info.agentAccount })}</p>
            {info.reviewRemark ? <p>{t('reason', { reason: info.reviewRemark })}</p> : null}
          </div>
        ) : null}
        <AgentApplyForm />
      </>
    );
  };

  return (
    <section className={styles.page}>
      <QueryGate queries={[agent]}>{() => body(agent.data ?? null)}</QueryGate>
    </section>
  );
}
