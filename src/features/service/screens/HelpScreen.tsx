import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PATHS, routeWithQuery } from '@/shared/config/paths';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { HELP_CENTRE, tutorialCategoriesQuery } from '@/shared/tutorial/tutorial-queries';
import { ContactPrompt } from '../components/ContactPrompt';
import { useLiveChat } from '../hooks/use-live-chat';
import styles from './HelpScreen.module.css';

/** The help centre (/help): the help categories, each to its topics, plus live chat and feedback. */
export function HelpScreen() {
  const { t } = useTranslation(['service', 'common']);
  const categories = useQuery(tutorialCategoriesQuery(HELP_CENTRE));
  const chat = useLiveChat();

  let topics;
  if (categories.isPending) topics = <Skeleton label={t('service:help.loading')} rows={4} />;
  else if (categories.isError) {
    topics = <ErrorState message={t('service:help.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void categories.refetch()} />;
  } else if (categories.data.length === 0) topics = <Empty message={t('service:help.empty')} />;
  else {
    topics = (
      <CellGroup title={t('service:help.topics')} inset>
        {categories.data.map((category) => (
          <Cell key={category.id} title={category.title} to={routeWithQuery('helpSub', { id: category.id })} />
        ))}
      </CellGroup>
    );
  }

  return (
    <div className={styles.page}>
      {topics}
      <CellGroup title={t('service:help.stillStuck')} inset>
        <Cell title={t('service:home.chatNow')} description={chat.online ? t('service:home.online') : t('service:home.offline')} onClick={chat.start} />
        <Cell title={t('service:home.feedback')} to={PATHS.feedback} />
      </CellGroup>
      <ContactPrompt />
    </div>
  );
}
