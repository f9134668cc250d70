import { useTranslation } from 'react-i18next';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { ForgetByEmailForm } from '../components/ForgetByEmailForm';
import { ForgetBySmsForm } from '../components/ForgetBySmsForm';
import styles from './AuthScreen.module.css';

/**
 * /forget: a new login password for an account proven with a code sent to its bound mobile (SMS) or e-mail.
 * The shell's navigation bar carries the title; the new password works for the next login.
 */
export function ForgetScreen() {
  const { t } = useTranslation('auth');
  return (
    <section className={styles.page}>
      <p className={styles.intro}>{t('forget.intro')}</p>
      <Tabs
        className={styles.methods}
        label={t('forget.methods')}
        items={[
          { key: 'sms', label: t('forget.bySms') },
          { key: 'email', label: t('forget.byEmail') },
        ]}
        defaultValue="sms"
      >
        {(key) => (key === 'email' ? <ForgetByEmailForm /> : <ForgetBySmsForm />)}
      </Tabs>
    </section>
  );
}
