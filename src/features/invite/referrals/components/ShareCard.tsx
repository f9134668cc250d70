import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/shared/lib/copy-text';
import { Button } from '@/shared/ui/button/Button';
import { showToast } from '@/shared/ui/toast/toast';
import layout from '@/shared/ui/layout/layout.module.css';
import { canShareLink } from '../lib/share-link';
import { InviteQr } from './InviteQr';
import styles from './referrals.module.css';

const COPY_TOAST_MS = 2_000;

/** The member's code and share link: the link as a QR code, copy buttons, and the system share sheet where there is one. */
export function ShareCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation(['referrals', 'common']);
  const titleId = useId();
  const copy = async (text: string) => {
    const copied = await copyText(text);
    showToast({ message: t(copied ? 'common:common.copySuccess' : 'common:common.copyFail'), type: copied ? 'success' : 'error', durationMs: COPY_TOAST_MS });
  };
  const share = async () => {
    try {
      await navigator.share({ title: t('share.sheetTitle'), text: t('share.sheetText', { code }), url: link });
    } catch {
      // Closed without sharing, or refused: nothing to tell.
    }
  };
  return (
    <section className={layout.cardStack} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {t('share.title')}
      </h2>
      <div className={styles.codeRow}>
        <div>
          <p className={layout.muted}>{t('share.code')}</p>
          <p className={styles.code} data-testid="referral-code">
            {code}
          </p>
        </div>
        <Button variant="secondary" size="sm" aria-label={t('share.copyCodeLabel')} onClick={() => copy(code)}>
          {t('share.copy')}
        </Button>
      </div>
      <p className={styles.link} data-testid="invite-link">
        {link}
      </p>
      <InviteQr link={link} label={t('share.qr')} />
      <div className={styles.actions}>
        <Button onClick={() => copy(link)}>{t('share.copyLink')}</Button>
        {canShareLink(typeof navigator === 'undefined' ? undefined : navigator, link) ? (
          <Button variant="secondary" onClick={share}>
            {t('share.share')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
