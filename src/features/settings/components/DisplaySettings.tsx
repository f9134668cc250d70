import { useTranslation } from 'react-i18next';
import { PATHS } from '@/shared/config/paths';
import { normaliseLanguage } from '@/shared/i18n/language';
import { useTheme } from '@/shared/settings/app-settings';
import { Cell } from '@/shared/ui/cell/Cell';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { LANGUAGE_NAME_KEY } from './language-names';
import { SettingsSection } from './SettingsSection';

/** Theme (light or dark, kept on this device) and the entry to the language screen. */
export function DisplaySettings() {
  const { t, i18n } = useTranslation('settings');
  const { theme, setTheme } = useTheme();
  const language = normaliseLanguage(i18n.language) ?? 'vi';
  return (
    <SettingsSection title={t('display.title')}>
      <RadioGroup
        label={t('display.theme')}
        orientation="horizontal"
        value={theme}
        onChange={(value) => setTheme(value === 'dark' ? 'dark' : 'light')}
        options={[
          { value: 'light', label: t('display.light') },
          { value: 'dark', label: t('display.dark') },
        ]}
      />
      <Cell title={t('display.language')} value={t(LANGUAGE_NAME_KEY[language])} to={PATHS.languageSetting} />
    </SettingsSection>
  );
}
