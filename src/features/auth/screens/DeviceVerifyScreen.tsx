import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { Empty } from '@/shared/ui/empty/Empty';
import { DeviceCheckForm } from '../components/DeviceCheckForm';
import styles from './AuthScreen.module.css';

/**
 * /v-to-b: the login answered with a `state`, so the IP or device change is confirmed here with an SMS code before
 * the session starts. The query carries state, token (the pending session) and userName, and maybe redirect.
 */
export function DeviceVerifyScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userName = params.get('userName') ?? '';
  if (!userName) {
    return (
      <section className={styles.page}>
        <Empty
          message={t('verify.missing')}
          detail={t('verify.missingDetail')}
          action={{ label: t('links.login'), onClick: () => navigate(PATHS.login, { replace: true }) }}
        />
      </section>
    );
  }
  return (
    <section className={styles.page}>
      <p className={styles.intro}>{t('verify.intro', { userName })}</p>
      <DeviceCheckForm userName={userName} pendingToken={params.get('token') ?? ''} />
    </section>
  );
}
