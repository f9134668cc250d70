import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '@/shared/ui/icons/ui/nav-icons';
import { PATHS } from '@/shared/config/paths';
import styles from './account.module.css';

/**
 * What a binding screen shows once the mobile or e-mail is bound: the masked value and the way to change it
 * (customer service checks the owner first, so a stolen session cannot move the account to another number).
 */
export function BoundNotice({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={label}>
        <div className={styles.identity}>
          <CheckIcon size={28} />
          <div className={styles.identityText}>
            <p className={styles.muted}>{label}</p>
            <p className={styles.name} data-testid="bound-value">
              {value}
            </p>
          </div>
        </div>
        <p className={styles.note}>{t('bound.changeNote')}</p>
        <Link className={styles.linkButton} to={PATHS.service}>
          {t('bound.contactService')}
        </Link>
      </section>
    </div>
  );
}
