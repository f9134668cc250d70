import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealityCheckSettings, RealityCheckSettingsIntervalMinutes } from '@/shared/api/generated/main/model';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { useSetRealityCheck } from '@/shared/safer-gambling/api/safer-gambling-mutations';
import { realityCheckSettingsQuery } from '@/shared/safer-gambling/api/safer-gambling-queries';
import { REALITY_CHECK_INTERVALS } from '@/shared/safer-gambling/lib/reality-check';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { Switch } from '@/shared/ui/switch/Switch';
import styles from './SaferGambling.module.css';

function SettingsForm({ initial }: { initial: RealityCheckSettings }) {
  const { t } = useTranslation('safer-gambling');
  const [settings, setSettings] = useState(initial);
  const [saved, setSaved] = useState(false);
  const save = useSetRealityCheck();
  const submit = useFormSubmit(async () => {
    await save.mutateAsync(settings);
    setSaved(true);
  });
  const options = REALITY_CHECK_INTERVALS.map((minutes) => ({
    value: String(minutes),
    label: minutes === 0 ? t('realityCheck.off') : t('realityCheck.every', { count: minutes }),
  }));
  return (
    <form className={styles.card} onSubmit={submit.onSubmit}>
      <RadioGroup
        label={t('realityCheck.interval')}
        options={options}
        value={String(settings.intervalMinutes)}
        onChange={(value) => {
          setSaved(false);
          setSettings({ ...settings, intervalMinutes: Number(value) as RealityCheckSettingsIntervalMinutes });
        }}
      />
      <Switch
        label={t('realityCheck.timer')}
        description={t('realityCheck.timerHint')}
        checked={settings.showSessionTimer}
        onChange={(showSessionTimer) => {
          setSaved(false);
          setSettings({ ...settings, showSessionTimer });
        }}
      />
      <FormAlert message={submit.alert} />
      <p className={styles.status} role="status" hidden={!saved}>
        {saved ? t('realityCheck.saved') : ''}
      </p>
      <Button type="submit" block loading={submit.pending}>
        {t('realityCheck.save')}
      </Button>
    </form>
  );
}

/** How often the reality check comes (off, 15, 30, 60 minutes) and whether the header shows the session timer. */
export function RealityCheckScreen() {
  const { t } = useTranslation('safer-gambling');
  const query = useQuery(realityCheckSettingsQuery(useToken()));
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('realityCheck.intro')}</p>
      <QueryGate queries={[query]} rows={4}>
        {() => (query.data ? <SettingsForm initial={query.data} /> : null)}
      </QueryGate>
    </div>
  );
}
