import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlanSummary } from '@/shared/api/generated/main/model';
import { routePath } from '@/shared/config/paths';
import layout from '@/shared/ui/layout/layout.module.css';
import { startTimeText } from '@/features/live/rooms/lib/room-display';
import styles from './masters.module.css';

/** One plan of a list: title, state, selections and total odds, kick-off; opens the plan. */
export function PlanCard({ plan }: { plan: PlanSummary }) {
  const { t, i18n } = useTranslation('masters');
  return (
    <li>
      <Link className={styles.plan} to={routePath('planDetail', { id: plan.planId })}>
        <span className={styles.planHead}>
          <span className={styles.name}>{plan.title}</span>
          <span className={styles.state} data-state={plan.state}>
            {t(`state.${plan.state}`)}
          </span>
        </span>
        <span className={layout.caption}>
          {t('planMeta', { count: plan.selectionCount, odds: plan.totalOdds.toFixed(2), time: startTimeText(plan.kickOff, i18n.language) })}
        </span>
      </Link>
    </li>
  );
}
