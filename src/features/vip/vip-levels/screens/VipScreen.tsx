import { useTranslation } from 'react-i18next';
import { PATHS } from '@/shared/config/paths';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { LevelCard } from '../components/LevelCard';
import { UpgradeBonuses } from '../components/UpgradeBonuses';
import { VipLoginPrompt } from '../components/VipLoginPrompt';
import { useVipStanding } from '../hooks/use-vip-standing';

/**
 * /vip: the member's VIP centre: level, badge and progress, the upgrade bonuses to claim, and the way to the level
 * table, the dedicated manager and the VIP experiences.
 */
export function VipScreen() {
  const { t } = useTranslation('vip-levels');
  const { token, table, progress } = useVipStanding();
  if (!token) {
    return (
      <div className={layout.pageColumn}>
        <VipLoginPrompt />
      </div>
    );
  }
  return (
    <div className={layout.pageColumn}>
      <QueryGate queries={[progress, table]} rows={6} avatar loadingLabel={t('level.loading')}>
        {() =>
          progress.data && table.data ? (
            <>
              <LevelCard progress={progress.data} currency={table.data.currency} />
              <UpgradeBonuses bonuses={progress.data.upgradeBonuses} currency={table.data.currency} />
            </>
          ) : null
        }
      </QueryGate>
      <CellGroup title={t('links.title')}>
        <Cell title={t('links.table')} description={t('links.tableHint')} to={PATHS.vipDetailsView} />
        <Cell title={t('links.manager')} description={t('links.managerHint')} to={PATHS.vipDedicatedManager} />
        <Cell title={t('links.hostess')} to={PATHS.vipBusinessGirl} />
        <Cell title={t('links.model')} to={PATHS.businessYoungModel} />
        <Cell title={t('links.yacht')} to={PATHS.vipYacht} />
      </CellGroup>
    </div>
  );
}
