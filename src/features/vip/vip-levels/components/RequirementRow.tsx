import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/money';
import { requirementProgress, type VipRequirementValue } from '@/shared/lib/vip-levels';
import layout from '@/shared/ui/layout/layout.module.css';
import styles from './vip-levels.module.css';

/** One requirement of the next level: what is counted, what is asked, a meter, and what is left (or done). */
export function RequirementRow({ requirement, currency }: { requirement: VipRequirementValue; currency: string }) {
  const { t, i18n } = useTranslation('vip-levels');
  const row = requirementProgress(requirement);
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const name = t(`requirement.${row.kind}`);
  return (
    <li className={styles.requirement}>
      <div className={styles.requirementHead}>
        <strong>{name}</strong>
        {row.done ? <span className={styles.done}>{t('requirement.done')}</span> : <span>{t('requirement.percent', { percent: row.percent })}</span>}
      </div>
      <div
        className={layout.meter}
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={row.percent}
        aria-valuetext={t('requirement.percent', { percent: row.percent })}
      >
        <div className={layout.meterFill} style={{ width: `${row.percent}%` }} />
      </div>
      <p className={layout.muted}>{t('requirement.counted', { achieved: money(row.achieved), required: money(row.required) })}</p>
      {row.done ? null : <p className={layout.muted}>{t('requirement.left', { left: money(row.left) })}</p>}
    </li>
  );
}
