import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipUpgradeBonus } from '@/shared/api/generated/main/model';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button/Button';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { showToast } from '@/shared/ui/toast/toast';
import layout from '@/shared/ui/layout/layout.module.css';
import { useClaimUpgradeBonus } from '../api/vip-level-mutations';
import styles from './vip-levels.module.css';

const CLAIMED_TOAST_MS = 3_000;

/** The upgrade bonuses of the levels reached: claim each once (the button locks while the claim runs). */
export function UpgradeBonuses({ bonuses, currency }: { bonuses: readonly VipUpgradeBonus[]; currency: string }) {
  const { t, i18n } = useTranslation('vip-levels');
  const titleId = useId();
  const claim = useClaimUpgradeBonus();
  // Levels claimed in this visit: a tap between the claim's end and the list showing it claimed sends nothing.
  const claimedHere = useRef(new Set<number>());
  const submit = useFormSubmit(async (bonus: VipUpgradeBonus) => {
    const claimed = await claim.mutateAsync(bonus.vipLevel);
    claimedHere.current.add(bonus.vipLevel);
    const amount = formatMoney(claimed?.amount ?? bonus.amount, currency, i18n.language);
    showToast({ message: t('bonus.claimed', { amount, level: bonus.vipLevel }), type: 'success', durationMs: CLAIMED_TOAST_MS });
  });
  return (
    <section className={layout.cardStack} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {t('bonus.title')}
      </h2>
      {bonuses.length === 0 ? (
        <p className={layout.muted}>{t('bonus.none')}</p>
      ) : (
        <ul className={styles.bonuses}>
          {bonuses.map((bonus) => (
            <li key={bonus.vipLevel} className={styles.bonus}>
              <span className={styles.bonusText}>
                <span>{t('bonus.name', { level: bonus.vipLevel })}</span>
                <span className={styles.amount}>{formatMoney(bonus.amount, currency, i18n.language)}</span>
              </span>
              {bonus.status === 0 ? (
                <Button
                  size="sm"
                  aria-label={t('bonus.claimLevel', { level: bonus.vipLevel })}
                  loading={submit.pending && claim.variables === bonus.vipLevel}
                  disabled={submit.pending}
                  onClick={() => claimedHere.current.has(bonus.vipLevel) || submit.run(bonus)}
                >
                  {t('bonus.claim')}
                </Button>
              ) : (
                <span className={layout.muted}>{t('bonus.claimedOn', { time: (bonus.claimTime ?? '').slice(0, 10) })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={submit.alert} />
    </section>
  );
}
