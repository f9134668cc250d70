import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button/Button';
import { Checkbox } from '@/shared/ui/checkbox/Checkbox';
import styles from './Letters.module.css';

export interface LetterToolbarProps {
  selecting: boolean;
  /** Letters loaded in this tab. */
  count: number;
  selectedCount: number;
  /** Unread letters of this tab (from the type counts). */
  unread: number;
  onStartSelecting: () => void;
  onStopSelecting: () => void;
  onToggleAll: (all: boolean) => void;
  onReadSelected: () => Promise<unknown>;
  onDeleteSelected: () => void;
  onReadAll: () => Promise<unknown>;
}

/** Above the list: "read all" and "select", or in select mode the selection and what to do with it. */
export function LetterToolbar(props: LetterToolbarProps) {
  const { t } = useTranslation('messages');
  const { selecting, count, selectedCount, unread } = props;
  if (count === 0) return null;
  if (!selecting) {
    return (
      <div className={styles.toolbar} role="toolbar" aria-label={t('actions.toolbar')}>
        {unread > 0 ? (
          <Button variant="ghost" size="sm" onClick={props.onReadAll}>
            {t('actions.readAll')}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" className={styles.push} onClick={props.onStartSelecting}>
          {t('actions.select')}
        </Button>
      </div>
    );
  }
  const none = selectedCount === 0;
  return (
    <div className={styles.selectBar}>
      <div className={styles.toolbar}>
        <Checkbox label={t('actions.selectAll')} checked={selectedCount === count} onChange={props.onToggleAll} />
        <p className={styles.selectedCount} role="status">
          {t('actions.selected', { count: selectedCount })}
        </p>
      </div>
      <div className={styles.toolbar} role="toolbar" aria-label={t('actions.toolbar')}>
        <Button variant="secondary" size="sm" disabled={none} onClick={props.onReadSelected}>
          {t('actions.read')}
        </Button>
        <Button variant="danger" size="sm" disabled={none} onClick={props.onDeleteSelected}>
          {t('actions.delete')}
        </Button>
        <Button variant="ghost" size="sm" className={styles.push} onClick={props.onStopSelecting}>
          {t('actions.done')}
        </Button>
      </div>
    </div>
  );
}
