import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { BetListPanel } from '../components/BetListPanel';
import styles from '../components/Records.module.css';
import { ReservedPanel } from '../components/ReservedPanel';
import { SettledHeader } from '../components/SettledHeader';
import { isRangePreset, presetRange, type RangePreset } from '../lib/date-ranges';

const TABS = ['unsettled', 'settled', 'reserved'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => value !== null && (TABS as readonly string[]).includes(value);

/**
 * /user-center-bet-record: the member's sports bets in three tabs (open bets with their cash-out, settled bets of a
 * range with its totals, reserve bets). The tab and the range live in the address, so a reload keeps them.
 */
export function BetRecordScreen() {
  const { t } = useTranslation('bet-records');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'unsettled';
  const rangeParam = params.get('range');
  const preset: RangePreset = isRangePreset(rangeParam) ? rangeParam : 'week';
  // The range is fixed when a preset is picked, so paging and refreshes ask for the same window.
  const [now, setNow] = useState(() => Date.now());
  const range = useMemo(() => presetRange(preset, now), [preset, now]);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('title')}</h1>
      <Tabs
        className={styles.tabs}
        label={t('tabs.label')}
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        value={tab}
        onChange={(key) => update({ tab: key })}
      >
        {(selected) =>
          selected === 'reserved' ? (
            <ReservedPanel />
          ) : selected === 'settled' ? (
            <BetListPanel
              key="settled"
              kind="settled"
              range={range}
              header={
                <SettledHeader
                  preset={preset}
                  range={range}
                  onPreset={(next) => {
                    setNow(Date.now());
                    update({ range: next });
                  }}
                />
              }
            />
          ) : (
            <BetListPanel key="unsettled" kind="unsettled" range={null} />
          )
        }
      </Tabs>
    </div>
  );
}
