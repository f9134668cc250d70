import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { vipManagerQuery } from '@/shared/customer-service/customer-service-queries';
import { ManagerContact } from '@/shared/customer-service/ManagerContact';
import styles from './ServiceCard.module.css';

/** The member's VIP dedicated manager and how to reach them; below the service level, a short note instead. */
export function VipManagerCard({ token }: { token: string }) {
  const { t } = useTranslation(['service', 'common']);
  const centreManagerId = useId();
  const manager = useQuery(vipManagerQuery(token));

  let body;
  if (manager.isPending) body = <Skeleton label={t('service:centre.managerLoading')} rows={2} avatar />;
  else if (manager.isError) {
    body = <ErrorState message={t('service:centre.managerFailed')} retryLabel={t('common:common.retry')} onRetry={() => void manager.refetch()} />;
  } else if (!manager.data) body = <p className={styles.note}>{t('service:centre.managerVipOnly')}</p>;
  else {
    const { managerName, intro, workTime, contacts } = manager.data;
    body = (
      <>
        <p className={styles.row}>
          <strong>{managerName}</strong>
        </p>
        {intro ? <p className={styles.note}>{intro}</p> : null}
        {workTime ? <p className={styles.note}>{t('service:centre.hours', { time: workTime })}</p> : null}
        <ul className={styles.list}>
          {contacts.map((contact) => (
            <li key={`${contact.contactType}-${contact.value}`}>
              <ManagerContact contact={contact} label={t(`service:centre.contact${contact.contactType}`, { value: contact.value })} className={styles.contact} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={centreManagerId}>
      <h2 id={centreManagerId} className={styles.title}>
        {t('service:centre.managerTitle')}
      </h2>
      {body}
    </section>
  );
}
