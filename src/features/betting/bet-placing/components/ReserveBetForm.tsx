import { useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { formatOdds } from '@/shared/lib/odds';
import { Button } from '@/shared/ui/button/Button';
import { TextField } from '@/shared/ui/field/TextField';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { showToast } from '@/shared/ui/toast/toast';
import { parseStake } from '@/shared/bet-cart/cart-rules';
import type { CartItem } from '@/shared/bet-cart/cart-types';
import { placingErrorMessage } from '../lib/provider-messages';
import { canReserve, parseTargetOdds, reserveStakeProblem, targetOddsProblem } from '../lib/reserve-rules';
import { usePlaceReserveBet } from '../api/bet-order-mutations';
import styles from './ReserveBetForm.module.css';

/** How long the success toast stays. */
export const RESERVE_SUCCESS_TOAST_MS = 2000;

type Errors = { target?: string; stake?: string };

/**
 * A target-odds bet on one cart item (sports-provider-facts §3.9): the odds offered now, the target (above them,
 * at most 3 decimals) and the stake (within the item's limits). The provider's refusals (10 open reserves, target
 * cap, balance) are said in the player's language; one submit at a time.
 */
export function ReserveBetForm({ item, onDone }: { item: CartItem; onDone(): void }): JSX.Element {
  const { t } = useTranslation('bet-placing');
  const reserve = usePlaceReserveBet();
  const [target, setTarget] = useState('');
  const [stake, setStake] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState('');
  const open = canReserve(item);
  const current = formatOdds(item.odds) ?? '';

  const validate = (): Errors => {
    const found: Errors = {};
    const targetProblem = targetOddsProblem(target, item.odds);
    if (targetProblem === 'required') found.target = t('reserve.error.targetRequired');
    if (targetProblem === 'format') found.target = t('reserve.error.targetFormat');
    if (targetProblem === 'notAbove') found.target = t('reserve.error.targetNotAbove', { odds: current });
    const stakeProblem = reserveStakeProblem(stake, item);
    if (stakeProblem === 'required') found.stake = t('reserve.error.stakeRequired');
    if (stakeProblem === 'belowMin') found.stake = t('reserve.error.stakeBelowMin', { min: item.smin });
    if (stakeProblem === 'aboveMax') found.stake = t('reserve.error.stakeAboveMax', { max: item.smax });
    return found;
  };

  const submit = useFormSubmit(async () => {
    setAlert('');
    const found = validate();
    setErrors(found);
    const targetOdds = parseTargetOdds(target);
    const amount = parseStake(stake);
    if (found.target || found.stake || targetOdds === null || amount === null) return;
    try {
      await reserve.mutateAsync({ item, targetOdds, stake: amount });
    } catch (error) {
      setAlert(placingErrorMessage(t, error));
      return;
    }
    showToast({ message: t('reserve.success'), type: 'success', durationMs: RESERVE_SUCCESS_TOAST_MS });
    onDone();
  });

  const limits = item.smin > 0 || item.smax > 0 ? t('reserve.limits', { min: item.smin || '–', max: item.smax || '–' }) : undefined;

  return (
    <form className={styles.form} onSubmit={(event) => void submit.onSubmit(event)} noValidate aria-label={t('reserve.title')}>
      <h2 className={styles.title}>{t('reserve.title')}</h2>
      <p className={styles.hint}>{t('reserve.hint')}</p>
      <dl className={styles.selection}>
        <dt>{`${item.matchName} · ${item.optionName}`}</dt>
        <dd>
          <span>{t('reserve.currentOdds')}</span> {current}
        </dd>
      </dl>
      {!open && <FormAlert message={t('reserve.error.unavailable')} />}
      <TextField
        label={t('reserve.targetOdds')}
        kind="float"
        value={target}
        error={errors.target}
        onChange={(value) => {
          setTarget(value);
          setErrors((current) => ({ ...current, target: undefined }));
        }}
      />
      <TextField
        label={t('reserve.stake')}
        kind="float"
        value={stake}
        hint={limits}
        error={errors.stake}
        onChange={(value) => {
          setStake(value);
          setErrors((current) => ({ ...current, stake: undefined }));
        }}
      />
      <FormAlert message={alert || submit.alert} />
      <Button type="submit" block size="lg" loading={submit.pending} disabled={!open}>
        {t('reserve.submit')}
      </Button>
    </form>
  );
}
