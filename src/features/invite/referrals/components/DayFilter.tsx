import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/shared/ui/chips/ChoiceChips';
import { DatePicker } from '@/shared/ui/date-picker/DatePicker';
import { DAY_CHOICES, type DayChoice, type DayRange } from '../lib/award-days';
import styles from './referrals.module.css';

export interface DayFilterProps {
  choice: DayChoice;
  custom: DayRange;
  onChoice: (choice: DayChoice) => void;
  onCustom: (range: DayRange) => void;
}

/** The day filter of the reward lists: all, 7 days, 30 days, or two chosen days. */
export function DayFilter({ choice, custom, onChoice, onCustom }: DayFilterProps) {
  const { t } = useTranslation('referrals');
  return (
    <div className={styles.dates}>
      <ChoiceChips
        label={t('details.days')}
        options={DAY_CHOICES}
        isChosen={(option) => choice === option}
        onChoose={onChoice}
        optionLabel={(option) => t(`details.day.${option}`)}
        className={styles.chips}
        chipClassName={styles.chip}
      />
      {choice === 'custom' ? (
        <>
          <DatePicker label={t('details.from')} value={custom.beginDate} min="2020-01-01" onChange={(beginDate) => onCustom({ ...custom, beginDate })} />
          <DatePicker label={t('details.to')} value={custom.endDate} min="2020-01-01" onChange={(endDate) => onCustom({ ...custom, endDate })} />
        </>
      ) : null}
    </div>
  );
}
