import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/shared/i18n';
import { normaliseLanguage, SELECTABLE_LANGUAGES, type AppLanguage } from '@/shared/i18n/language';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { showToast } from '@/shared/ui/toast/toast';
import { LANGUAGE_NAME_KEY } from '../components/language-names';
import styles from '../components/Settings.module.css';

const DONE_TOAST_MS = 2000;

/**
 * The interface language: Vietnamese, Simplified Chinese or English. Choosing one loads its messages on first use,
 * switches the interface and the browser title, and stores the choice (SPEC.md section 4 "Language switching").
 */
export function LanguageSettingScreen() {
  const { t, i18n } = useTranslation('settings');
  const current = normaliseLanguage(i18n.language) ?? 'vi';
  const [switching, setSwitching] = useState<AppLanguage | null>(null);

  const choose = async (value: string) => {
    const language = normaliseLanguage(value);
    if (!language || language === current || switching) return;
    setSwitching(language);
    try {
      await changeLanguage(language);
      await i18n.loadNamespaces('settings');
      showToast({ message: i18n.t('settings:language.changed'), type: 'success', durationMs: DONE_TOAST_MS });
    } finally {
      setSwitching(null);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <RadioGroup
          label={t('language.label')}
          hint={t('language.hint')}
          value={switching ?? current}
          disabled={switching !== null}
          onChange={(value) => void choose(value)}
          options={SELECTABLE_LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_NAME_KEY[language]) }))}
        />
        <p className={styles.status} role="status">
          {switching ? t('language.switching') : ''}
        </p>
      </section>
    </div>
  );
}
