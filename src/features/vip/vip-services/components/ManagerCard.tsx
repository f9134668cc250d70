import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipServiceInfo } from '@/shared/api/generated/main/model';
import { ManagerContact } from '@/shared/customer-service/ManagerContact';
import layout from '@/shared/ui/layout/layout.module.css';
import styles from './vip-services.module.css';

/** The member's dedicated manager: name, introduction, working hours and every way to reach them. */
export function ManagerCard({ manager }: { manager: VipServiceInfo }) {
  const { t } = useTranslation('vip-services');
  const titleId = useId();
  return (
    <section className={layout.cardStack} aria-labelledby={titleId}>
      <div className={styles.manager}>
        <span className={styles.initial} aria-hidden="true">
          {manager.managerName.trim().split(/\s+/).pop()?.charAt(0) ?? ''}
        </span>
        <div>
          <p className={layout.muted}>{t('manager.yours')}</p>
          <h2 id={titleId} className={styles.managerName}>
            {manager.managerName}
          </h2>
        </div>
      </div>
      {manager.intro ? <p>{manager.intro}</p> : null}
      {manager.workTime ? <p className={layout.muted}>{t('manager.hours', { time: manager.workTime })}</p> : null}
      <ul className={styles.contacts} aria-label={t('manager.contacts')}>
        {manager.contacts.map((contact) => (
          <li key={`${contact.contactType}-${contact.value}`}>
            <ManagerContact contact={contact} label={t(`manager.contact${contact.contactType}`, { value: contact.value })} className={styles.contact} />
          </li>
        ))}
      </ul>
    </section>
  );
}
