import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useToken } from '@/shared/session/use-session';
import { Empty } from '@/shared/ui/empty/Empty';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh/PullToRefresh';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { campaignListQuery } from '../api/campaign-queries';
import { CampaignCard } from '../components/CampaignCard';
import { CategoryTabs } from '../components/CategoryTabs';
import styles from '../components/activity-tab.module.css';
import { useNow } from '../hooks/use-now';
import { campaignsIn, isCategory, type CategoryKey } from '../lib/campaign-catalogue';

/** Cards whose art loads at once (the first screenful); the rest load as they come near. */
const EAGER_CARDS = 2;

/**
 * /activity, the promotions tab: every campaign by category with its art, period and state and the member's badges
 * (joined, reward to claim); pull down to refresh. The first paint waits for the campaign list only. The category
 * sits in the address, so coming back keeps it.
 */
export function ActivityScreen() {
  const { t, i18n } = useTranslation(['campaigns', 'routes']);
  const token = useToken();
  const now = useNow();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('category');
  const category: CategoryKey = isCategory(raw) ? raw : 'all';
  const list = useQuery(campaignListQuery(i18n.language, token));
  const choose = (next: CategoryKey) => setSearch(next === 'all' ? {} : { category: next }, { replace: true });

  return (
    <PullToRefresh onRefresh={() => list.refetch()} className={styles.screen}>
      <h1 className="visually-hidden">{t('routes:title.activity')}</h1>
      <CategoryTabs value={category} onChange={choose}>
        <QueryGate queries={[list]} rows={6} keepLoaded loadingLabel={t('tab.loading')} errorMessage={t('tab.loadFailed')} className={styles.state}>
          {() => {
            const shown = campaignsIn(list.data ?? [], category);
            if (shown.length === 0) {
              return (
                <div className={styles.state}>
                  {category === 'all' ? (
                    <Empty icon="search" message={t('tab.empty')} detail={t('tab.emptyDetail')} />
                  ) : (
                    <Empty icon="search" message={t('tab.emptyCategory')} action={{ label: t('tab.showAll'), onClick: () => choose('all') }} />
                  )}
                </div>
              );
            }
            return (
              <ul className={styles.list} aria-label={t('tab.listLabel', { count: shown.length })}>
                {shown.map((campaign, index) => (
                  <li key={campaign.id}>
                    <CampaignCard campaign={campaign} now={now} priority={index === 0 ? 'high' : index < EAGER_CARDS ? 'eager' : 'lazy'} />
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryGate>
      </CategoryTabs>
    </PullToRefresh>
  );
}
