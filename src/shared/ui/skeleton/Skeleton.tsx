import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Skeleton.module.css';

export type SkeletonShapeName = 'text' | 'rect' | 'circle';

export interface SkeletonShapeProps {
  shape?: SkeletonShapeName;
  /** CSS length or px number; text lines fill the row unless given. */
  width?: number | string;
  height?: number | string;
}

/** One grey placeholder shape; invisible to assistive technology (the container speaks for all of them). */
export function SkeletonShape({ shape = 'text', width, height }: SkeletonShapeProps) {
  const style: CSSProperties = {};
  if (width !== undefined) style.width = width;
  if (height !== undefined) style.height = height;
  if (shape === 'circle' && width !== undefined && height === undefined) style.height = width;
  return <span className={`${styles.shape} ${styles[shape]}`} style={style} aria-hidden="true" data-shape={shape} />;
}

export interface SkeletonProps {
  /** What is loading, read by screen readers; "Loading..." in the interface language unless given. */
  label?: string;
  /** Default layout: this many text rows (the last one shorter). */
  rows?: number;
  /** Default layout: a round avatar beside the rows. */
  avatar?: boolean;
  /** A custom layout of SkeletonShape; replaces the default one. */
  children?: ReactNode;
}

/**
 * A loading placeholder in the shape of what is coming. The container is aria-busy with a spoken label; the
 * shimmer runs only for players who have not asked for reduced motion.
 */
export function Skeleton({ label, rows = 3, avatar = false, children }: SkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.container} aria-busy="true" data-skeleton="">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
      {children ?? (
        <div className={styles.row}>
          {avatar ? <SkeletonShape shape="circle" width={44} /> : null}
          <div className={styles.lines}>
            {Array.from({ length: rows }, (_, index) => (
              <SkeletonShape key={index} width={index === rows - 1 && rows > 1 ? '60%' : undefined} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
