import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { Empty } from '@/shared/ui/empty/Empty';

/** No such match (an unknown or mistyped id, or a match the provider no longer has), with the way back to the sports list. */
export function MatchNotFound() {
  const { t } = useTranslation('match-detail');
  const navigate = useNavigate();
  return (
    <div role="alert" data-screen="match-not-found">
      <Empty icon="search" message={t('notFound.title')} detail={t('notFound.detail')} action={{ label: t('notFound.back'), onClick: () => void navigate(PATHS.sports) }} />
    </div>
  );
}
