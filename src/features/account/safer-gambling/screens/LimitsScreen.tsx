import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaferGamblingLimit, SaferGamblingLimitChangeResult } from '@/shared/api/generated/main/model';
import { getLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/money';
import { saferGamblingLimitsQuery } from '@/shared/safer-gambling/api/safer-gambling-queries';
import { formatMoment } from '@/shared/safer-gambling/lib/display';
import { useToken } from '@/shared/session/use-session';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { LimitEditor } from '../components/LimitEditor';
import { LimitList } from '../components/LimitList';
import styles from './SaferGambling.module.css';

/** What the player is told after a change: in force now, or from when (tomorrow, after the 24-hour cooling-off). */
function useChangeMessage(currency: string, timeZone: string) {
  const { t } = useTranslation('safer-gambling');
  return ({ effect, limit }: SaferGamblingLimitChangeResult, requested: number | null): string => {
    const language = getLanguage();
    const name = t('editor.title', { period: t(`period.${limit.period}`), kind: t(`kind.${limit.kind}`) });
    const amount = (value: number) => (limit.kind === 'session' ? t('limits.minutes', { count: value }) : formatMoney(value, currency, language));
    if (effect === 'later' && limit.pendingFrom) {
      const moment = formatMoment(limit.pendingFrom, timeZone, language);
      return requested === null ? t('changed.removalLater', { name, moment }) : t('changed.later', { name, amount: amount(requested), moment });
    }
    if (limit.amount === null) return t('changed.removed', { name });
    return t('changed.now', { name, amount: amount(limit.amount) });
  };
}

/** The member's deposit, loss and stake limits per day, week and month, and the session time limit. */
export function LimitsScreen() {
  const { t } = useTranslation('safer-gambling');
  const token = useToken();
  const query = useQuery(saferGamblingLimitsQuery(token));
  const [editing, setEditing] = useState<SaferGamblingLimit | null>(null);
  const [message, setMessage] = useState('');
  const data = query.data;
  const describe = useChangeMessage(data?.currency ?? '', data?.timeZone ?? 'Asia/Ho_Chi_Minh');

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('limits.intro')}</p>
      <p className={styles.status} role="status" hidden={!message}>
        {message}
      </p>
      <QueryGate queries={[query]} rows={6} keepLoaded>
        {() =>
          data ? (
            <LimitList
            limits={data.limits}
            currency={data.currency}
            timeZone={data.timeZone}
              onEdit={(limit) => {
                setMessage('');
                setEditing(limit);
              }}
            />
          ) : null
        }
      </QueryGate>
      {editing && data ? (
        <LimitEditor
          key={`${editing.kind}-${editing.period}`}
          limit={editing}
          currency={data.currency}
          onClose={() => setEditing(null)}
          onChanged={(result, requested) => {
            setEditing(null);
            setMessage(describe(result, requested));
          }}
        />
      ) : null}
    </div>
  );
}
