import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BrandHeader } from '@/shared/ui/brand';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { AuthLinks } from '../components/AuthLinks';
import { MobileLoginForm } from '../components/MobileLoginForm';
import { UsernameLoginForm } from '../components/UsernameLoginForm';
import styles from './AuthScreen.module.css';

type Method = 'username' | 'mobile';

/**
 * /login: sign-in by username and password (slide captcha, saved credentials) or by mobile and SMS code; the
 * answer follows the login branches of SPEC.md section 4. `?method=mobile` opens the mobile route.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [method, setMethod] = useState<Method>(params.get('method') === 'mobile' ? 'mobile' : 'username');

  return (
    <>
      <BrandHeader />
      <section className={styles.page}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <Tabs
          className={styles.methods}
          label={t('login.methods')}
          items={[
            { key: 'username', label: t('login.byUsername') },
            { key: 'mobile', label: t('login.byMobile') },
          ]}
          value={method}
          onChange={(key) => setMethod(key === 'mobile' ? 'mobile' : 'username')}
        >
          {(key) => (key === 'mobile' ? <MobileLoginForm /> : <UsernameLoginForm />)}
        </Tabs>
        <AuthLinks
          label={t('links.label')}
          links={[
            {
              route: 'register',
              label: t('links.register'),
              keepRedirect: true,
            },
            { route: 'forget', label: t('links.forget') },
          ]}
        />
      </section>
    </>
  );
}
