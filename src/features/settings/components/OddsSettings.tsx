import { useTranslation } from 'react-i18next';
import { formatOdds } from '@/shared/lib/odds';
import type { UserSettings } from '@/shared/settings/user-settings';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { SettingsSection } from './SettingsSection';

/** The example odds shown beside each odds format. */
const EXAMPLE_ODDS = 1.95;

interface Props {
  settings: UserSettings;
  onChange: (patch: Partial<UserSettings>) => void;
}

/** Odds format (1 decimal, 2 Hong Kong = decimal - 1) with an example, and when to warn about changed odds. */
export function OddsSettings({ settings, onChange }: Props) {
  const { t } = useTranslation('settings');
  const example = (format: 1 | 2) => t('odds.example', { odds: formatOdds(EXAMPLE_ODDS, format) });
  return (
    <SettingsSection title={t('odds.title')}>
      <RadioGroup
        label={t('odds.format')}
        value={String(settings.oddsFormat)}
        onChange={(value) => onChange({ oddsFormat: value === '2' ? 2 : 1 })}
        options={[
          { value: '1', label: t('odds.decimal'), description: example(1) },
          { value: '2', label: t('odds.hongKong'), description: example(2) },
        ]}
      />
      <RadioGroup
        label={t('odds.change')}
        value={String(settings.oddsChange)}
        onChange={(value) => onChange({ oddsChange: value === '0' ? 0 : value === '2' ? 2 : 1 })}
        options={[
          { value: '0', label: t('odds.changeAny'), description: t('odds.changeAnyNote') },
          { value: '1', label: t('odds.changeFall'), description: t('odds.changeFallNote') },
          { value: '2', label: t('odds.changeNever'), description: t('odds.changeNeverNote') },
        ]}
      />
    </SettingsSection>
  );
}
