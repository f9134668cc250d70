import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button/Button';
import { Dialog } from '@/shared/ui/dialog/Dialog';
import styles from './HomeGuide.module.css';

/** The tips of the sports home guide, in order. */
export const GUIDE_STEPS = ['sports', 'odds', 'slip'] as const;

export interface HomeGuideProps {
  /** The player closed the guide (skip, done, Escape or the backdrop): the click is recorded. */
  onDismiss: () => void;
}

/** The home guide overlay of the sports route (SPEC.md section 2 "Shell overlays"): three tips, then done. */
export default function HomeGuide({ onDismiss }: HomeGuideProps) {
  const { t } = useTranslation('overlays');
  const [step, setStep] = useState(0);
  const last = step === GUIDE_STEPS.length - 1;
  const tip = GUIDE_STEPS[step] ?? GUIDE_STEPS[0];

  const actions = (
    <>
      <Button variant="secondary" onClick={onDismiss}>
        {t('guide.skip')}
      </Button>
      <Button data-autofocus onClick={() => (last ? onDismiss() : setStep(step + 1))}>
        {last ? t('guide.done') : t('guide.next')}
      </Button>
    </>
  );

  return (
    <Dialog title={t('guide.title')} onClose={onDismiss} actions={actions}>
      <p className={styles.progress}>{t('guide.progress', { current: step + 1, total: GUIDE_STEPS.length })}</p>
      <p className={styles.tip}>{t(`guide.steps.${tip}`)}</p>
      <ol className={styles.dots} aria-hidden="true">
        {GUIDE_STEPS.map((name, index) => (
          <li key={name} className={index === step ? styles.current : undefined} />
        ))}
      </ol>
    </Dialog>
  );
}
