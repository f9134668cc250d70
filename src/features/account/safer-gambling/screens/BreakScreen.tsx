import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaferGamblingBreak, SaferGamblingBreakRequestLength } from '@/shared/api/generated/main/model';
import { PATHS } from '@/shared/config/paths';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { getLanguage } from '@/shared/i18n/language';
import { useTakeBreak } from '@/shared/safer-gambling/api/safer-gambling-mutations';
import { SELF_EXCLUSION_LENGTHS, TIME_OUT_LENGTHS, type BreakKind } from '@/shared/safer-gambling/lib/breaks';
import { formatMoment } from '@/shared/safer-gambling/lib/display';
import { DEFAULT_TIME_ZONE } from '@/shared/safer-gambling/lib/periods';
import { clearMemberState } from '@/shared/session/logout';
import { Button } from '@/shared/ui/button/Button';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { BreakConfirm } from '../components/BreakConfirm';
import styles from './SaferGambling.module.css';

const LENGTHS: Record<BreakKind, readonly SaferGamblingBreakRequestLength[]> = { timeOut: TIME_OUT_LENGTHS, selfExclusion: SELF_EXCLUSION_LENGTHS };

/** After the break started: the player is logged out and told until when. */
function BreakTaken({ taken }: { taken: SaferGamblingBreak }) {
  const { t } = useTranslation('safer-gambling');
  const until = formatMoment(taken.until, DEFAULT_TIME_ZONE, getLanguage());
  return (
    <div className={styles.page}>
      <p className={styles.status} role="status">
        {t(`break.taken.${taken.kind}`, { until })}
      </p>
      <CellGroup inset>
        <Cell title={t('break.home')} to={PATHS.home} arrow />
      </CellGroup>
    </div>
  );
}

/** A time-out (24 hours to 6 weeks) or self-exclusion (6 months to 5 years), asked twice; it cannot be ended early. */
export function BreakScreen() {
  const { t } = useTranslation('safer-gambling');
  const [kind, setKind] = useState<BreakKind>('timeOut');
  const [length, setLength] = useState<SaferGamblingBreakRequestLength | null>(null);
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [taken, setTaken] = useState<SaferGamblingBreak | null>(null);
  const takeBreak = useTakeBreak();
  const submit = useFormSubmit(async () => {
    if (!length) return;
    const answer = await takeBreak.mutateAsync({ kind, length, confirmed: true });
    if (!answer) return;
    setTaken(answer);
    clearMemberState();
  });

  if (taken) return <BreakTaken taken={taken} />;
  const lengthLabel = length ? t(`length.${length}`) : '';
  const options = LENGTHS[kind].map((value) => ({ value, label: t(`length.${value}`) }));
  return (
    <div className={styles.page}>
      <Tabs
        label={t('break.kindLabel')}
        items={[
          { key: 'timeOut', label: t('break.timeOut') },
          { key: 'selfExclusion', label: t('break.selfExclusion') },
        ]}
        value={kind}
        onChange={(key) => {
          setKind(key as BreakKind);
          setLength(null);
        }}
      />
      <p className={styles.intro}>{t(`break.intro.${kind}`)}</p>
      <div className={styles.card}>
        <RadioGroup label={t('break.length')} options={options} value={length} onChange={(value) => setLength(value as SaferGamblingBreakRequestLength)} />
        <p className={styles.warning}>{t('break.noUndo')}</p>
        <FormAlert message={submit.alert} />
        <Button variant="danger" block disabled={!length} loading={submit.pending} onClick={() => setStep(1)}>
          {t(`break.start.${kind}`)}
        </Button>
      </div>
      {step > 0 ? (
        <BreakConfirm
          step={step === 1 ? 1 : 2}
          kind={kind}
          lengthLabel={lengthLabel}
          onDismiss={() => setStep(0)}
          onConfirm={() => {
            if (step === 1) {
              setStep(2);
              return;
            }
            setStep(0);
            submit.run();
          }}
        />
      ) : null}
    </div>
  );
}
