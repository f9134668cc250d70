import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/shared/ui/chips/ChoiceChips';
import type { VipLevelConfig } from '@/shared/api/generated/main/model';
import { formatMoney } from '@/shared/lib/money';
import { VipLevelIcon } from '@/shared/ui/icons/vip/VipLevelIcon';
import layout from '@/shared/ui/layout/layout.module.css';
import styles from './vip-levels.module.css';

export interface BenefitsByLevelProps {
  table: VipLevelConfig;
  /** The level shown first: the member's own, or level 1 for a guest. */
  initialLevel: number;
  /** The member's level, marked in the level picker; undefined for a guest. */
  memberLevel?: number;
}

/**
 * The level table one level at a time: a row of level chips, then what the chosen level asks for and gives
 * (requirements, upgrade and birthday bonuses, rebate, daily withdrawals, the dedicated manager).
 */
export function BenefitsByLevel({ table, initialLevel, memberLevel }: BenefitsByLevelProps) {
  const { t, i18n } = useTranslation('vip-levels');
  const titleId = useId();
  const [chosen, setChosen] = useState(initialLevel);
  const chips = useRef<HTMLDivElement>(null);
  // The first level shown may sit past the screen's edge in the chip row: bring it into view once.
  useEffect(() => {
    chips.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, []);
  const rule = table.levels.find((level) => level.vipLevel === chosen) ?? table.levels[0];
  const money = (amount: number) => formatMoney(amount, table.currency, i18n.language);
  if (!rule) return null;
  const rows: Array<[string, string]> = [
    [t('table.deposit'), money(rule.depositRequired)],
    [t('table.turnover'), money(rule.turnoverRequired)],
    [t('table.upgradeBonus'), rule.upgradeBonus > 0 ? money(rule.upgradeBonus) : t('table.none')],
    [t('table.birthdayBonus'), rule.birthdayBonus > 0 ? money(rule.birthdayBonus) : t('table.none')],
    [t('table.rebate'), t('table.rebateValue', { rate: rule.rebateRate })],
    [t('table.withdrawLimit'), money(rule.dailyWithdrawLimit)],
    [t('table.withdrawTimes'), t('table.withdrawTimesValue', { times: rule.dailyWithdrawTimes })],
    [t('table.manager'), rule.dedicatedManager ? t('table.yes') : t('table.no')],
  ];
  return (
    <section className={layout.cardStack} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {t('table.title')}
      </h2>
      <ChoiceChips
        ref={chips}
        label={t('table.pick')}
        options={table.levels.map((level) => level.vipLevel)}
        isChosen={(level) => level === rule.vipLevel}
        onChoose={setChosen}
        optionLabel={(level) => t('level.name', { level })}
        className={styles.chips}
        chipClassName={styles.chip}
      />
      <table className={styles.table}>
        <caption>
          <span className={styles.caption}>
            <VipLevelIcon level={rule.vipLevel} size={32} />
            {t('table.caption', { level: rule.vipLevel })}
            {memberLevel === rule.vipLevel ? <span className={styles.yours}>{t('table.yours')}</span> : null}
          </span>
        </caption>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={layout.muted}>{t('table.note')}</p>
    </section>
  );
}
