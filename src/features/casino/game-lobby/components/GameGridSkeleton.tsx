import { Skeleton, SkeletonShape } from '@/shared/ui/skeleton/Skeleton';
import gridStyles from './GameGrid.module.css';
import styles from './GameTile.module.css';

/** Placeholder tiles in the final size (square picture, two text lines) while a list loads. */
export function GameGridSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <Skeleton label={label}>
      <div className={gridStyles.list}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.tile}>
            <span className={gridStyles.square}>
              <SkeletonShape shape="rect" width="100%" height="100%" />
            </span>
            <SkeletonShape width="80%" />
            <SkeletonShape width="50%" />
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
