import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner/Spinner';

/** Shown while the first route of the visit is being prepared (guard and screen chunk). */
export function BootFallback() {
  const { t } = useTranslation('common');
  return <Spinner label={t('common.loading')} />;
}
