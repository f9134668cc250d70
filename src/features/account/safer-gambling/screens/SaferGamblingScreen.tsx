import { useTranslation } from 'react-i18next';
import { PATHS } from '@/shared/config/paths';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import styles from './SaferGambling.module.css';

/** The safer-gambling hub: what each tool does, and the way to it. */
export function SaferGamblingScreen() {
  const { t } = useTranslation('safer-gambling');
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('hub.intro')}</p>
      <CellGroup title={t('hub.tools')} inset>
        <Cell title={t('hub.limits')} description={t('hub.limitsHint')} to={PATHS.saferGamblingLimits} arrow />
        <Cell title={t('hub.realityCheck')} description={t('hub.realityCheckHint')} to={PATHS.saferGamblingRealityCheck} arrow />
        <Cell title={t('hub.statement')} description={t('hub.statementHint')} to={PATHS.saferGamblingStatement} arrow />
        <Cell title={t('hub.break')} description={t('hub.breakHint')} to={PATHS.saferGamblingBreak} arrow />
      </CellGroup>
    </div>
  );
}
