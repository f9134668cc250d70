import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import layout from '@/shared/ui/layout/layout.module.css';
import { useMemberAction } from '@/features/promotions/campaigns/hooks/use-member-action';
import { spinsQuery, wheelQuery } from '../api/wheel-queries';
import { SPIN_MS, useWheelSpin } from '../hooks/use-wheel-spin';
import { sectorAtPointer } from '../lib/wheel-angle';
import styles from './lucky-wheel.module.css';
import { PrizeList } from './PrizeList';
import { SpinRecords } from './SpinRecords';
import { SpinResult } from './SpinResult';
import { WheelDial } from './WheelDial';
import { WinnersMarquee } from './WinnersMarquee';

/**
 * The lucky wheel: everyone's recent wins, the wheel with its prizes, the member's spins left and the spin. The wheel
 * stops on the prize the server drew (at once with reduced motion); the prize is credited by the server.
 */
export function LuckyWheelSection({ activityId, running }: { activityId: number; running: boolean }) {
  const { t, i18n } = useTranslation('lucky-wheel');
  const token = useToken();
  const { loggedIn, toLogin } = useMemberAction();
  const wheel = useQuery(wheelQuery(activityId, i18n.language));
  const spins = useQuery(spinsQuery(activityId, token));
  const prizes = wheel.data?.prizes ?? [];
  const state = useWheelSpin(activityId, prizes);
  const left = spins.data?.remainingNum ?? 0;
  const stoppedOn = state.result && prizes.length > 0 ? prizes[sectorAtPointer(state.angle, prizes.length)]?.id : undefined;

  let action;
  if (!loggedIn) {
    action = (
      <Button block size="lg" onClick={toLogin}>
        {t('login')}
      </Button>
    );
  } else if (!running) {
    action = <p className={layout.muted}>{t('closed')}</p>;
  } else if (left <= 0 && !state.pending) {
    action = (
      <div className={styles.noSpins}>
        <p className={layout.muted}>{t('noSpins')}</p>
        <Link to={PATHS.deposit} className={layout.linkBlock}>
          {t('deposit')}
        </Link>
      </div>
    );
  } else {
    action = (
      <Button block size="lg" loading={state.pending} disabled={spins.isPending} onClick={state.spin}>
        {t('spin')}
      </Button>
    );
  }

  return (
    <section className={layout.sectionCard} aria-labelledby="lucky-wheel-title">
      <h2 id="lucky-wheel-title" className={layout.sectionTitle}>
        {t('title')}
      </h2>
      <WinnersMarquee activityId={activityId} />
      <QueryGate queries={[wheel]} rows={6} loadingLabel={t('loading')}>
        {() => (
          <>
            <div className={styles.stage} data-stopped-prize={stoppedOn ?? ''} data-turning={state.turning || undefined}>
              <WheelDial prizes={prizes} angle={state.angle} animate={state.animate} spinMs={SPIN_MS} onStopped={state.stopped} />
            </div>
            {loggedIn ? (
              <p className={styles.spins} data-testid="spins-left">
                {spins.isPending ? t('spinsLoading') : t('spinsLeft', { count: left })}
              </p>
            ) : null}
            {action}
            <SpinResult result={state.result} />
            <FormAlert message={state.alert} />
            <PrizeList prizes={prizes} />
          </>
        )}
      </QueryGate>
      {loggedIn ? <SpinRecords activityId={activityId} /> : null}
    </section>
  );
}
