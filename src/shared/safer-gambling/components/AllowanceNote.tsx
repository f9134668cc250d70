import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/money';
import { useToken } from '@/shared/session/use-session';
import { saferGamblingLimitsQuery } from '../api/safer-gambling-queries';
import { remainingFor } from '../lib/allowance';
import { formatMoment } from '../lib/display';
import styles from './SaferGambling.module.css';

/**
 * What the member's tightest limit still allows before they submit: deposit limits on the deposit form, stake and
 * loss limits in the bet cart. Nothing when no such limit is set (or for a guest). The allowance is read again
 * whenever the address changes (a kept-alive form shown again) or `refreshKey` does (the cart after a bet).
 */
export function AllowanceNote({ action, refreshKey }: { action: 'deposit' | 'stake'; refreshKey?: string }) {
  const { t } = useTranslation('safer-gambling');
  const query = useQuery(saferGamblingLimitsQuery(useToken()));
  const { pathname } = useLocation();
  const { refetch, data } = query;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch();
  }, [pathname, refreshKey, refetch]);
  const tightest = data ? remainingFor(action, data.limits) : null;
  if (!data || !tightest || tightest.remaining === null) return null;
  const language = getLanguage();
  const name = t('editor.title', { period: t(`period.${tightest.period}`), kind: t(`kind.${tightest.kind}`) });
  const amount = formatMoney(tightest.remaining, data.currency, language);
  const moment = tightest.resetsAt ? formatMoment(tightest.resetsAt, data.timeZone, language) : '';
  return (
    <p className={tightest.remaining > 0 ? styles.allowance : `${styles.allowance} ${styles.allowanceUsed}`} role="note">
      {t(tightest.remaining > 0 ? 'allowance.left' : 'allowance.usedUp', { name, amount, moment })}
    </p>
  );
}
