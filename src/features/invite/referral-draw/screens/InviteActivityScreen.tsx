import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginHref, PATHS } from '@/shared/config/paths';
import { formatMoney } from '@/shared/lib/money';
import { balanceQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { LoginRequired } from '@/shared/ui/login-required/LoginRequired';
import { Marquee } from '@/shared/ui/marquee/Marquee';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { prizeRingQuery } from '../api/referral-draw-queries';
import { PrizeRing } from '../components/PrizeRing';
import styles from '../components/referral-draw.module.css';
import { SPIN_MS, useRingDraw } from '../hooks/use-ring-draw';

const DEFAULT_CURRENCY = 'VND';

/**
 * /invite-activity: the invite prize ring. Each friend whose first deposit reaches the lowest tier earns a draw;
 * the server picks the prize, the wheel stops on it and the prize lands in the wallet. Draws left are counted;
 * with reduced motion the prize shows at once. The latest winners scroll above.
 */
export function InviteActivityScreen() {
  const { t, i18n } = useTranslation('referral-draw');
  const titleId = useId();
  const token = useToken();
  const ring = useQuery(prizeRingQuery(token));
  const wallet = useQuery(balanceQuery(token));
  const currency = wallet.data?.currency ?? DEFAULT_CURRENCY;
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const spin = useRingDraw(ring.data?.prizes.length ?? 1);
  return (
    <div className={layout.pageColumn}>
      <QueryGate queries={[ring]} rows={6} loadingLabel={t('ring.loading')}>
        {() => {
          const data = ring.data;
          if (!data) return null;
          const winners = data.winners.map((winner) => t('winners.line', { name: winner.userName, amount: money(winner.amount) }));
          return (
            <>
              {winners.length > 0 ? <Marquee items={winners} label={t('winners.label')} /> : null}
              <section className={styles.card} aria-labelledby={titleId}>
                <h2 id={titleId} className={layout.sectionTitle}>
                  {t('ring.title')}
                </h2>
                <p className={layout.muted}>{t('ring.lead')}</p>
                <PrizeRing prizes={data.prizes} rotation={spin.rotation} still={spin.still} spinMs={SPIN_MS} onStopped={spin.stopped} />
                <div role="status" aria-live="polite" data-testid="draw-result">
                  {spin.result ? <p className={styles.result}>{t('ring.won', { amount: money(spin.result.amount) })}</p> : null}
                </div>
                {token ? (
                  <div className={styles.action}>
                    <p className={styles.draws} data-testid="draws-left">
                      {t('ring.drawsLeft', { draws: data.drawsLeft })}
                    </p>
                    <p className={layout.muted}>{t('ring.drawsCounted', { earned: data.drawsEarned, used: data.drawsUsed })}</p>
                    <Button size="lg" block loading={spin.busy} disabled={data.drawsLeft <= 0 && !spin.busy} onClick={spin.start}>
                      {spin.spinning ? t('ring.spinning') : t('ring.draw')}
                    </Button>
                    <FormAlert message={spin.alert} />
                    {data.drawsLeft <= 0 && !spin.busy ? (
                      <>
                        <p className={layout.muted}>{t('ring.noDraws')}</p>
                        <Link className={styles.link} to={PATHS.invite}>
                          {t('ring.invite')}
                        </Link>
                      </>
                    ) : null}
                  </div>
                ) : (
                  <LoginRequired message={t('ring.login')} actionLabel={t('ring.loginAction')} loginPathFor={loginHref} />
                )}
              </section>
              <p className={layout.muted}>{t('ring.rules')}</p>
            </>
          );
        }}
      </QueryGate>
    </div>
  );
}
