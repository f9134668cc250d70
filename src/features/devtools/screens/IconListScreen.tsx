import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/field/TextField';
import { ICON_SETS } from '@/shared/ui/icons/icon-registry';
import { showErrorToast, showToast } from '@/shared/ui/toast/toast';
import { IconTile } from '../components/IconTile';
import { useSampleLabel } from '../hooks/use-sample-label';
import { copyText } from '@/shared/lib/copy-text';
import { ICON_SAMPLES } from '../lib/icon-samples';
import devtools from './devtools.module.css';
import styles from './IconListScreen.module.css';

/** How long the "copied" toast stays. */
export const COPY_TOAST_MS = 2000;

/**
 * /icon-list (SPEC.md section 2): every icon of the registry in a searchable grid, set by set. A tap copies the
 * icon's component tag and confirms with common.copySuccess, or says common.copyFail when the clipboard refuses.
 */
export function IconListScreen() {
  const { t } = useTranslation('devtools');
  const labelOf = useSampleLabel();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const entries = useMemo(() => ICON_SAMPLES.map((sample) => ({ sample, label: labelOf(sample) })), [labelOf]);
  const needle = deferredQuery.trim().toLocaleLowerCase();
  const shown = needle
    ? entries.filter(({ sample, label }) =>
        [label, sample.tag, t(`iconList.sets.${sample.set}`)].some((text) => text.toLocaleLowerCase().includes(needle)),
      )
    : entries;

  const copy = useCallback(
    async (tag: string) => {
      if (await copyText(tag)) showToast({ message: t('common:common.copySuccess'), type: 'success', durationMs: COPY_TOAST_MS });
      else showErrorToast(t('common:common.copyFail'));
    },
    [t],
  );

  return (
    <div className={devtools.page}>
      <div className={devtools.header}>
        <p className={devtools.muted}>{t('iconList.intro')}</p>
        <TextField label={t('iconList.search')} value={query} enterKeyHint="search" onChange={setQuery} autoComplete="off" />
        <p className={devtools.muted} role="status" data-testid="icon-count">
          {t('iconList.shown', { count: shown.length })}
        </p>
      </div>
      {shown.length === 0 ? <p className={styles.empty}>{t('iconList.empty', { query: query.trim() })}</p> : null}
      {ICON_SETS.map((set) => {
        const inSet = shown.filter(({ sample }) => sample.set === set);
        if (inSet.length === 0) return null;
        const headingId = `icon-set-${set}`;
        return (
          <section key={set} className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={devtools.subtitle}>
              {t(`iconList.sets.${set}`)}
            </h2>
            <ul className={styles.grid}>
              {inSet.map(({ sample, label }) => (
                <IconTile key={sample.key} sample={sample} label={label} onCopy={copy} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
