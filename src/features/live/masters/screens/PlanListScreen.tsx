import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PlanStateFilter } from '@/shared/api/generated/main/model';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { LiveListGate } from '@/features/live/rooms/components/LiveListGate';
import page from '@/features/live/rooms/components/rooms.module.css';
import { masterPlansQuery } from '../api/master-queries';
import { PlanCard } from '../components/PlanCard';
import styles from '../components/masters.module.css';

const FILTERS: readonly PlanStateFilter[] = ['all', 'open', 'settled'];

function Plans({ masterId, state }: { masterId: number; state: PlanStateFilter }) {
  const { t, i18n } = useTranslation(['masters', 'common']);
  const plans = useQuery(masterPlansQuery(i18n.language, masterId, state));
  return (
    <LiveListGate queries={[plans]} rows={4} failed={t('masters:plans.failed')} empty={t('masters:plans.empty')} isEmpty={() => (plans.data ?? []).length === 0}>
      {() => (
        <ul className={styles.list} aria-label={t(`masters:filter.${state}`)}>
          {(plans.data ?? []).map((plan) => (
            <PlanCard key={plan.planId} plan={plan} />
          ))}
        </ul>
      )}
    </LiveListGate>
  );
}

/** /planList/{id}: a master's plans, open ones first, filtered by open or settled. */
export function PlanListScreen() {
  const { t } = useTranslation('masters');
  const masterId = Number(useParams().id);
  return (
    <div className={page.page}>
      <Tabs items={FILTERS.map((key) => ({ key, label: t(`filter.${key}`) }))} label={t('filter.label')} defaultValue="all">
        {(key) => <Plans masterId={masterId} state={key as PlanStateFilter} />}
      </Tabs>
    </div>
  );
}
