import { useTranslation } from 'react-i18next';
import { useSiteMaintenanceInfo } from '../shell/services/site-maintenance';
import { ErrorPage } from './ErrorPage';
import styles from './ErrorPage.module.css';
import { formatMaintenanceTime, maintenanceDetails } from './maintenance-window';

export function NotFoundScreen() {
  const { t } = useTranslation('errors');
  return <ErrorPage code="404" title={t('notFound.title')} message={t('notFound.message')} />;
}

export function ForbiddenScreen() {
  const { t } = useTranslation('errors');
  return <ErrorPage code="403" title={t('forbidden.title')} message={t('forbidden.message')} />;
}

/** /500: a server error, or the maintenance page with its title, text and time window when the site is closed. */
export function ServerErrorScreen() {
  const { t, i18n } = useTranslation('errors');
  const details = maintenanceDetails(useSiteMaintenanceInfo());
  if (!details) return <ErrorPage code="500" title={t('serverError.title')} message={t('serverError.message')} />;
  const hasWindow = details.startMs !== null && details.endMs !== null;
  return (
    <ErrorPage code="500" title={t('maintenance.title')} message={t('maintenance.message')}>
      {details.title || details.content || hasWindow ? (
        <div className={styles.details} data-testid="maintenance-details">
          {details.title ? <h2 className={styles.detailsTitle}>{details.title}</h2> : null}
          {details.content ? <p className={styles.detailsText}>{details.content}</p> : null}
          {hasWindow ? (
            <p className={styles.time}>
              {t('maintenance.window', {
                start: formatMaintenanceTime(details.startMs ?? 0, i18n.language),
                end: formatMaintenanceTime(details.endMs ?? 0, i18n.language),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </ErrorPage>
  );
}
