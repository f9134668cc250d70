import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Plan } from '@/shared/api/generated/main/model';
import { getCartItems } from '@/shared/bet-cart/cart-store';
import { toggleBetSelection } from '@/shared/bet-cart/bet-selection-store';
import { routePath } from '@/shared/config/paths';
import { formatOdds } from '@/shared/lib/odds';
import { useUserSettings } from '@/shared/settings/use-user-settings';
import { Button } from '@/shared/ui/button/Button';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import page from '@/features/live/rooms/components/rooms.module.css';
import { startTimeText } from '@/features/live/rooms/lib/room-display';
import { planDetailQuery } from '../api/master-queries';
import { selectionsToAdd } from '../lib/follow-plan';
import styles from '../components/masters.module.css';

function PlanView({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('masters');
  const { oddsFormat } = useUserSettings();
  const [added, setAdded] = useState<number | null>(null);
  const openCount = plan.selections.filter((selection) => selection.result === 'open').length;
  const follow = () => {
    const picks = selectionsToAdd(plan.selections, getCartItems());
    let count = 0;
    for (const pick of picks) if (toggleBetSelection(pick) === 'added') count += 1;
    setAdded(count);
  };
  return (
    <div className={page.page}>
      <section className={styles.plan} aria-label={plan.title}>
        <span className={styles.planHead}>
          <h1 className={layout.sectionTitle}>{plan.title}</h1>
          <span className={styles.state} data-state={plan.state}>
            {t(`state.${plan.state}`)}
          </span>
        </span>
        <Link className={layout.caption} to={routePath('masterDetail', { id: plan.masterId })}>
          {t('by', { master: plan.masterNickName })}
        </Link>
        <span className={layout.caption}>{t('totalOdds', { odds: plan.totalOdds.toFixed(2) })}</span>
        {plan.returnRate !== null ? <span className={plan.returnRate < 0 ? `${styles.figure} ${styles.negative}` : styles.figure}>{t('planReturn', { value: plan.returnRate > 0 ? `+${plan.returnRate}` : String(plan.returnRate) })}</span> : null}
      </section>
      <h2 className={layout.sectionTitle}>{t('selections')}</h2>
      <ul className={styles.list}>
        {plan.selections.map((selection) => (
          <li key={selection.marketId} className={styles.selection} data-result={selection.result}>
            <span className={styles.planHead}>
              <span className={styles.name}>{selection.matchName}</span>
              <span className={styles.state} data-state={selection.result}>
                {t(`result.${selection.result}`)}
              </span>
            </span>
            <span>
              {selection.marketName} · {selection.optionName} @ {formatOdds(selection.odds, oddsFormat)}
            </span>
            <span className={layout.caption}>{selection.finalScore ? t('finalScore', { score: selection.finalScore }) : startTimeText(selection.kickOff, i18n.language)}</span>
          </li>
        ))}
      </ul>
      <h2 className={layout.sectionTitle}>{t('reasoning')}</h2>
      <p className={styles.reasoning}>{plan.reasoning}</p>
      {openCount > 0 ? (
        <Button block onClick={follow}>
          {t('follow', { count: openCount })}
        </Button>
      ) : (
        <p className={layout.muted}>{t('nothingOpen')}</p>
      )}
      {added !== null ? (
        <p className={layout.muted} role="status">
          {added > 0 ? t('added', { count: added }) : t('alreadyInCart')}
        </p>
      ) : null}
    </div>
  );
}

/** /plandetail/{id}: a plan's selections and reasoning, the result once settled, and "follow this plan". */
export function PlanDetailScreen() {
  const { t, i18n } = useTranslation(['masters', 'common']);
  const planId = Number(useParams().id);
  const plan = useQuery(planDetailQuery(i18n.language, planId));
  return (
    <QueryGate queries={[plan]} rows={5} loadingLabel={t('common:common.loading')} errorMessage={t('masters:plan.failed')} keepLoaded>
      {() => (plan.data ? <PlanView plan={plan.data} /> : <Empty message={t('masters:plan.missing')} icon="search" />)}
    </QueryGate>
  );
}
