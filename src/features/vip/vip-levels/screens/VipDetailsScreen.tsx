import { useTranslation } from 'react-i18next';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { BenefitsByLevel } from '../components/BenefitsByLevel';
import { LevelCard } from '../components/LevelCard';
import { VipLoginPrompt } from '../components/VipLoginPrompt';
import { useVipStanding } from '../hooks/use-vip-standing';

/**
 * /vipDetailsView: the level table, level by level. A member sees their level and progress above it and starts at
 * their own level; a guest sees the table and is asked to log in for their own progress.
 */
export function VipDetailsScreen() {
  const { t } = useTranslation('vip-levels');
  const { token, table, progress } = useVipStanding();
  return (
    <div className={layout.pageColumn}>
      {token ? (
        <QueryGate queries={[progress, table]} rows={4} avatar loadingLabel={t('level.loading')}>
          {() => (progress.data && table.data ? <LevelCard progress={progress.data} currency={table.data.currency} /> : null)}
        </QueryGate>
      ) : (
        <VipLoginPrompt />
      )}
      <QueryGate queries={[table]} rows={8} loadingLabel={t('table.loading')}>
        {() =>
          table.data ? (
            <BenefitsByLevel
              key={progress.data?.vipLevel ?? 'guest'}
              table={table.data}
              initialLevel={progress.data?.vipLevel ?? 1}
              memberLevel={progress.data?.vipLevel}
            />
          ) : null
        }
      </QueryGate>
    </div>
  );
}
