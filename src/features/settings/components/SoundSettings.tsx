import { useTranslation } from 'react-i18next';
import type { UserSettings } from '@/shared/settings/user-settings';
import { Button } from '@/shared/ui/button/Button';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { Switch } from '@/shared/ui/switch/Switch';
import { showToast } from '@/shared/ui/toast/toast';
import { SettingsSection } from './SettingsSection';
import { canPreviewSound, previewGoalSound } from './sound-preview';

interface Props {
  settings: UserSettings;
  onChange: (patch: Partial<UserSettings>) => void;
}

/** The goal sound: on or off (pushTongStatus 0 = on) and which one (1 cheer, 2 whistle), with a preview. */
export function SoundSettings({ settings, onChange }: Props) {
  const { t } = useTranslation('settings');
  const on = settings.pushTongStatus === 0;
  const preview = async () => {
    if (!(await previewGoalSound(settings.pushTong))) showToast({ message: t('sound.previewFailed'), type: 'info', durationMs: 2000 });
  };
  return (
    <SettingsSection title={t('sound.title')}>
      <Switch label={t('sound.enabled')} description={t('sound.enabledNote')} checked={on} onChange={(checked) => onChange({ pushTongStatus: checked ? 0 : 1 })} />
      <RadioGroup
        label={t('sound.choice')}
        orientation="horizontal"
        disabled={!on}
        value={String(settings.pushTong)}
        onChange={(value) => onChange({ pushTong: value === '2' ? 2 : 1 })}
        options={[
          { value: '1', label: t('sound.cheer') },
          { value: '2', label: t('sound.whistle') },
        ]}
      />
      {canPreviewSound() ? (
        <Button variant="secondary" size="sm" disabled={!on} onClick={preview}>
          {t('sound.preview')}
        </Button>
      ) : null}
    </SettingsSection>
  );
}
