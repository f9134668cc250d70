import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipProgress } from '@/shared/api/generated/main/model';
import { VipBadge } from '@/shared/ui/icons/vip/VipBadge';
import layout from '@/shared/ui/layout/layout.module.css';
import { RequirementRow } from './RequirementRow';
import styles from './vip-levels.module.css';

/** The member's level and badge, then what the next level still asks for (or that nothing is left at the top). */
export function LevelCard({ progress, currency }: { progress: VipProgress; currency: string }) {
  const { t } = useTranslation('vip-levels');
  const titleId = useId();
  return (
    <section className={layout.cardStack} aria-labelledby={titleId} data-testid="vip-level-card">
      <div className={styles.level}>
        <VipBadge level={progress.vipLevel} size={64} title={t('level.badge', { level: progress.vipLevel })} />
        <div>
          <p className={layout.muted}>{t('level.yours')}</p>
          <h2 id={titleId} className={styles.levelName}>
            {t('level.name', { level: progress.vipLevel })}
          </h2>
        </div>
      </div>
      {progress.nextLevel === null ? (
        <p>{t('level.top')}</p>
      ) : (
        <>
          <h3 className={layout.sectionTitle}>{t('level.toNext', { level: progress.nextLevel })}</h3>
          <ul className={styles.requirements}>
            {progress.requirements.map((requirement) => (
              <RequirementRow key={requirement.kind} requirement={requirement} currency={currency} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
