import { memo, Suspense } from 'react';
import { iconRegistry } from '@/shared/ui/icons/icon-registry';
import type { IconSample } from '../lib/icon-samples';
import styles from './IconTile.module.css';

interface IconTileProps {
  sample: IconSample;
  label: string;
  onCopy: (tag: string) => void;
}

/** One icon of /icon-list: the icon, its name and its tag; a tap copies the tag. */
export const IconTile = memo(function IconTile({ sample, label, onCopy }: IconTileProps) {
  const Icon = iconRegistry[sample.name];
  const large = sample.set === 'vip' || sample.set === 'avatar';
  return (
    <li className={styles.item}>
      <button type="button" className={styles.tile} data-tag={sample.tag} onClick={() => onCopy(sample.tag)}>
        <span className={styles.preview} data-set={sample.set}>
          <Suspense fallback={<span className={styles.placeholder} />}>
            <Icon {...sample.props} size={large ? 40 : 28} />
          </Suspense>
        </span>
        <span className={styles.label}>{label}</span>
        <code className={styles.tag}>{sample.tag}</code>
      </button>
    </li>
  );
});
