import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adviceUnreadQuery } from '@/shared/advice/advice-queries';
import { loginHref, PATHS } from '@/shared/config/paths';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { CallbackEntry } from '../components/CallbackEntry';
import { CommonQuestions } from '../components/CommonQuestions';
import { ServiceChannels } from '../components/ServiceChannels';
import { useLiveChat } from '../hooks/use-live-chat';
import styles from './ServiceScreen.module.css';

/**
 * The customer-service home (/service): live chat, the support channels, the callback entry, the service centre
 * (members only), help and feedback, and the common questions.
 */
export function ServiceScreen() {
  const { t } = useTranslation('service');
  const serviceHeroId = useId();
  const token = useToken();
  const chat = useLiveChat();
  const unread = useQuery(adviceUnreadQuery(token));

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby={serviceHeroId}>
        <h2 id={serviceHeroId} className={styles.heroTitle}>
          {t('home.title')}
        </h2>
        <p className={styles.status} data-online={chat.online}>
          {chat.checking ? t('home.checking') : chat.online ? t('home.online') : t('home.offline')}
        </p>
        <Button variant="secondary" onClick={chat.start} disabled={chat.checking}>
          {t('home.chatNow')}
        </Button>
      </section>

      <ServiceChannels online={chat.online} onLiveChat={chat.start} />

      <CellGroup title={t('home.more')} inset>
        <CallbackEntry />
        <Cell
          title={t('home.serviceCentre')}
          description={token ? t('home.serviceCentreHint') : t('home.loginFirst')}
          to={token ? PATHS.serviceCustomer : loginHref(PATHS.serviceCustomer, PATHS.service)}
        />
        <Cell title={t('home.help')} to={PATHS.help} />
        <Cell title={t('home.feedback')} to={PATHS.feedback} badge={unread.data === true} />
      </CellGroup>

      <CommonQuestions />
      <p className={styles.footnote}>
        <Link to={PATHS.help}>{t('home.moreHelp')}</Link>
      </p>
    </div>
  );
}
