import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button/Button';
import { showErrorToast } from '@/shared/ui/toast/toast';
import { tutorialCustomerLinkQuery } from '@/shared/tutorial/tutorial-queries';
import { followContact, safeWebLink } from '@/shared/lib/contact-links';
import styles from './ContactPrompt.module.css';

/**
 * The customer-service pop-up of a help page (popCustomerLink): shown when popStatus is 1. Its button opens the
 * link in a new window; a missing or unusable link shows common.csSwitch (SPEC.md section 8).
 */
export function ContactPrompt({ itemId }: { itemId?: number }) {
  const { t } = useTranslation(['service', 'common']);
  const link = useQuery(tutorialCustomerLinkQuery(itemId));
  if (link.data?.popStatus !== 1) return null;

  const contact = () => {
    const url = safeWebLink(link.data?.link);
    if (url) followContact({ kind: 'open', url });
    else showErrorToast(t('common:common.csSwitch'));
  };
  return (
    <aside className={styles.prompt} aria-label={t('service:contact.label')}>
      <p className={styles.title}>{link.data.title || t('service:contact.title')}</p>
      <Button variant="secondary" onClick={contact}>
        {t('service:contact.action')}
      </Button>
    </aside>
  );
}
