import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReserveOrder } from '@/shared/api/generated/sports/model';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { useToken } from '@/shared/session/use-session';
import { ConfirmDialog } from '@/shared/ui/dialog/ConfirmDialog';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { showErrorToast, showToast } from '@/shared/ui/toast/toast';
import { useCancelReserve } from '../api/bet-record-mutations';
import { reservesQuery } from '../api/bet-record-queries';
import { ReserveCard } from './ReserveCard';
import styles from './Records.module.css';

/** Most reserves a player may have open at once (facts §5). */
export const MAX_OPEN_RESERVES = 10;
const DONE_TOAST_MS = 2_000;

/** The reserved tab: open reserves (cancellable, at most 10) and the failed or cancelled ones of the last 30 days. */
export function ReservedPanel() {
  const { t } = useTranslation(['bet-records', 'common']);
  const token = useToken();
  const open = useQuery(reservesQuery(false, token));
  const ended = useQuery(reservesQuery(true, token));
  const [cancelling, setCancelling] = useState<ReserveOrder | null>(null);
  const cancel = useCancelReserve();
  const endedId = useId();
  const submit = useFormSubmit(async (reserve: ReserveOrder) => {
    setCancelling(null);
    try {
      const done = await cancel.mutateAsync(reserve.id);
      if (done) showToast({ message: t('reserve.cancelled'), type: 'success', durationMs: DONE_TOAST_MS });
      else showErrorToast(t('reserve.cancelFailed'));
    } catch {
      showErrorToast(t('reserve.cancelFailed'));
    }
  });

  return (
    <div className={styles.panel}>
      <QueryGate queries={[open]} rows={4} loadingLabel={t('list.loading')} errorMessage={t('list.loadFailed')}>
        {() => {
          const waiting = open.data ?? [];
          return (
            <section aria-label={t('reserve.openTitle')}>
              <p className={styles.note}>{t('reserve.limit', { open: waiting.length, max: MAX_OPEN_RESERVES })}</p>
              {waiting.length === 0 ? <Empty message={t('reserve.empty')} icon="record" /> : null}
              {waiting.map((reserve) => (
                <ReserveCard key={reserve.id} reserve={reserve} onCancel={submit.pending ? undefined : setCancelling} />
              ))}
            </section>
          );
        }}
      </QueryGate>
      {ended.data && ended.data.length > 0 ? (
        <section aria-labelledby={endedId}>
          <h2 id={endedId} className={styles.sectionTitle}>
            {t('reserve.endedTitle')}
          </h2>
          {ended.data.map((reserve) => (
            <ReserveCard key={reserve.id} reserve={reserve} />
          ))}
        </section>
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title={t('reserve.confirmTitle')}
          message={t('reserve.confirmText')}
          confirmLabel={t('reserve.confirmCancel')}
          cancelLabel={t('reserve.keep')}
          onConfirm={() => submit.run(cancelling)}
          onDismiss={() => setCancelling(null)}
        />
      ) : null}
    </div>
  );
}
