import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipServiceInfo } from '@/shared/api/generated/main/model';
import { dialLink, safeWebLink } from '@/shared/lib/contact-links';
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
        {manager.contacts.map((contact) => {
          const href = safeWebLink(contact.link) ?? (contact.contactType === 1 ? dialLink(contact.value) : null);
          const label = t(`manager.contact${contact.contactType}`, { value: contact.value });
          return (
            <li key={`${contact.contactType}-${contact.value}`}>
              {href ? (
                <a className={styles.contact} href={href} target={href.startsWith('tel:') ? undefined : '_blank'} rel="noopener noreferrer">
                  {label}
                </a>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
