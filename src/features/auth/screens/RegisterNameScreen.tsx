import { useTranslation } from 'react-i18next';
import { AuthLinks } from '../components/AuthLinks';
import { UsernameRegisterForm } from '../components/UsernameRegisterForm';
import styles from './AuthScreen.module.css';

/** /registerName: registration with a username and password of the player's choosing, on its own page. */
export function RegisterNameScreen() {
  const { t } = useTranslation('auth');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('registerName.title')}</h1>
      <p className={styles.intro}>{t('registerName.intro')}</p>
      <UsernameRegisterForm />
      <AuthLinks
        label={t('links.label')}
        links={[
          { route: 'register', query: { method: 'mobile' }, label: t('links.registerByMobile'), keepRedirect: true },
          { route: 'login', label: t('links.login'), keepRedirect: true },
        ]}
      />
    </section>
  );
}
