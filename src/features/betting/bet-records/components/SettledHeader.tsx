import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/shared/ui/chips/ChoiceChips';
import { formatMoney } from '@/shared/lib/money';
import { balanceQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { betSumQuery } from '../api/bet-record-queries';
import { RANGE_PRESETS, type RangePreset, type TimeRange } from '../lib/date-ranges';
import { resultTone } from '../lib/record-rules';
import { SumsBar } from './SumsBar';

export interface SettledHeaderProps {
  preset: RangePreset;
  range: TimeRange;
  onPreset: (preset: RangePreset) => void;
}

/** The settled tab's range presets (within the provider's 30-day limit) and the sports totals of that range. */
export function SettledHeader({ preset, range, onPreset }: SettledHeaderProps) {
  const { t, i18n } = useTranslation(['bet-records', 'common']);
  const token = useToken();
  const sum = useQuery(betSumQuery(range, token));
  const currency = useQuery(balanceQuery(token)).data?.currency ?? 'VND';
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);

  return (
    <>
      <ChoiceChips
        label={t('range.label')}
        options={RANGE_PRESETS}
        isChosen={(key) => key === preset}
        onChoose={onPreset}
        optionLabel={(key) => t(`range.${key}`)}
      />
      <QueryGate queries={[sum]} rows={1} loadingLabel={t('sums.loading')} errorMessage={t('sums.loadFailed')}>
        {() =>
          sum.data ? (
            <SumsBar
              label={t('sums.settledLabel')}
              figures={{
                count: sum.data.betCount,
                stake: money(sum.data.betAmount),
                result: {
                  label: t('sums.winLoss'),
                  value: `${sum.data.winLoss > 0 ? '+' : ''}${money(sum.data.winLoss)}`,
                  tone: resultTone(sum.data.winLoss),
                },
              }}
            />
          ) : null
        }
      </QueryGate>
    </>
  );
}
