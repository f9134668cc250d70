import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { AuthLinks } from '../components/AuthLinks';
import { MobileRegisterForm } from '../components/MobileRegisterForm';
import { UsernameRegisterForm } from '../components/UsernameRegisterForm';
import styles from './AuthScreen.module.css';

type Method = 'username' | 'mobile';

/**
 * /register: a new account by username and password, or by mobile and SMS code under a generated username. After
 * registration the new-member gift pack decides where the player lands. `?method=mobile` opens the mobile route.
 */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [method, setMethod] = useState<Method>(params.get('method') === 'mobile' ? 'mobile' : 'username');

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('register.title')}</h1>
      <Tabs
        className={styles.methods}
        label={t('register.methods')}
        items={[
          { key: 'username', label: t('register.byUsername') },
          { key: 'mobile', label: t('register.byMobile') },
        ]}
        value={method}
        onChange={(key) => setMethod(key === 'mobile' ? 'mobile' : 'username')}
      >
        {(key) => (key === 'mobile' ? <MobileRegisterForm /> : <UsernameRegisterForm />)}
      </Tabs>
      <AuthLinks label={t('links.label')} links={[{ route: 'login', label: t('links.login'), keepRedirect: true }]} />
    </section>
  );
}
