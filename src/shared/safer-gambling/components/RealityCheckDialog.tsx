import { useTranslation } from 'react-i18next';
import type { SaferGamblingSession } from '@/shared/api/generated/main/model';
import { getLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button/Button';
import { Dialog } from '@/shared/ui/dialog/Dialog';
import { sessionLength } from '../lib/reality-check';
import styles from './SaferGambling.module.css';

export interface RealityCheckDialogProps {
  session: SaferGamblingSession;
  /** Now, for the session's length. */
  now: number;
  busy?: boolean;
  onContinue: () => void;
  onHistory: () => void;
  onLogOut: () => void;
}

/** The reality check: how long the session has lasted and what was staked and won or lost in it. */
export function RealityCheckDialog({ session, now, busy = false, onContinue, onHistory, onLogOut }: RealityCheckDialogProps) {
  const { t } = useTranslation('safer-gambling');
  const language = getLanguage();
  const money = (amount: number) => formatMoney(amount, session.currency, language);
  const { hours, minutes } = sessionLength(Date.parse(session.startedAt), now);
  return (
    <Dialog
      title={t('check.title')}
      role="alertdialog"
      persistent
      onClose={onContinue}
      actions={
        <div className={styles.checkActions}>
          <Button block onClick={onContinue} loading={busy}>
            {t('check.continue')}
          </Button>
          <Button block variant="secondary" onClick={onHistory} disabled={busy}>
            {t('check.history')}
          </Button>
          <Button block variant="ghost" onClick={onLogOut} disabled={busy}>
            {t('check.logOut')}
          </Button>
        </div>
      }
    >
      <p>{t('check.length', { hours, minutes })}</p>
      <dl className={styles.figures}>
        <dt>{t('check.staked')}</dt>
        <dd>{money(session.staked)}</dd>
        <dt>{t('check.returned')}</dt>
        <dd>{money(session.returned)}</dd>
        <dt>{t('check.net')}</dt>
        <dd className={session.net < 0 ? styles.loss : undefined}>{money(session.net)}</dd>
      </dl>
    </Dialog>
  );
}
