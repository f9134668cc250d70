import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { hotlinesQuery } from '@/shared/customer-service/customer-service-queries';
import { dialLink } from '@/shared/lib/contact-links';
import styles from './ServiceCard.module.css';

/** Numbers the member may dial (dailFont) for their tenant and VIP level; a level without any shows a note. */
export function HotlineCard({ member, token }: { member: UserInfo; token: string }) {
  const { t } = useTranslation(['service', 'common']);
  const centreHotlinesId = useId();
  const hotlines = useQuery(hotlinesQuery(member, token));

  let body;
  if (hotlines.isPending) body = <Skeleton label={t('service:centre.hotlinesLoading')} rows={1} />;
  else if (hotlines.isError) {
    body = <ErrorState message={t('service:centre.hotlinesFailed')} retryLabel={t('common:common.retry')} onRetry={() => void hotlines.refetch()} />;
  } else if (!hotlines.data || hotlines.data.hotlines.length === 0) body = <p className={styles.note}>{t('service:centre.noHotline')}</p>;
  else {
    body = (
      <>
        <ul className={styles.list}>
          {hotlines.data.hotlines.map((line) => {
            const number = `+${line.mobileArea} ${line.phone}`;
            const href = dialLink(`+${line.mobileArea}${line.phone}`);
            const label = line.label ? t('service:centre.hotlineLabel', { label: line.label, number }) : number;
            return (
              <li key={`${line.mobileArea}-${line.phone}`}>
                {href ? (
                  <a className={styles.contact} href={href}>
                    {label}
                  </a>
                ) : (
                  <span>{label}</span>
                )}
              </li>
            );
          })}
        </ul>
        {hotlines.data.workTime ? <p className={styles.note}>{t('service:centre.hours', { time: hotlines.data.workTime })}</p> : null}
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={centreHotlinesId}>
      <h2 id={centreHotlinesId} className={styles.title}>
        {t('service:centre.hotlinesTitle')}
      </h2>
      {body}
    </section>
  );
}
