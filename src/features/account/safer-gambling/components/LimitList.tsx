import { useTranslation } from 'react-i18next';
import type { SaferGamblingLimit } from '@/shared/api/generated/main/model';
import { getLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/money';
import { formatMoment } from '@/shared/safer-gambling/lib/display';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';

export interface LimitListProps {
  limits: readonly SaferGamblingLimit[];
  currency: string;
  timeZone: string;
  onEdit: (limit: SaferGamblingLimit) => void;
}

const GROUPS = ['deposit', 'loss', 'stake', 'session'] as const;

/** One line of a limit: its value and what is left, and a change that waits for its 24 hours. */
function LimitCell({ limit, currency, timeZone, onEdit }: { limit: SaferGamblingLimit } & Omit<LimitListProps, 'limits'>) {
  const { t } = useTranslation('safer-gambling');
  const language = getLanguage();
  const amount = (value: number) => (limit.kind === 'session' ? t('limits.minutes', { count: value }) : formatMoney(value, currency, language));
  const value = limit.amount === null ? t('limits.none') : amount(limit.amount);
  const left = limit.amount === null || limit.remaining === null ? null : t('limits.left', { amount: amount(limit.remaining) });
  const pending =
    limit.pendingFrom === null
      ? null
      : limit.pendingAmount === null
        ? t('limits.pendingRemoval', { moment: formatMoment(limit.pendingFrom, timeZone, language) })
        : t('limits.pendingChange', { amount: amount(limit.pendingAmount), moment: formatMoment(limit.pendingFrom, timeZone, language) });
  const description =
    left || pending ? (
      <>
        {left}
        {left && pending ? <br /> : null}
        {pending}
      </>
    ) : undefined;
  return <Cell title={t(`period.${limit.period}`)} value={value} description={description} arrow onClick={() => onEdit(limit)} />;
}

/** The limits by kind (deposit, loss, stake by day, week, month; then the session time). */
export function LimitList({ limits, ...rest }: LimitListProps) {
  const { t } = useTranslation('safer-gambling');
  return (
    <>
      {GROUPS.map((kind) => (
        <CellGroup key={kind} title={t(`kind.${kind}`)} inset>
          {limits
            .filter((limit) => limit.kind === kind)
            .map((limit) => (
              <LimitCell key={`${limit.kind}-${limit.period}`} limit={limit} {...rest} />
            ))}
        </CellGroup>
      ))}
    </>
  );
}
