import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../popup/BottomSheet';
import styles from './ActionSheet.module.css';

export interface SheetAction {
  key: string;
  label: string;
  /** A second line under the label. */
  detail?: string;
  /** Drawn in the danger colour (delete, log out). */
  danger?: boolean;
  disabled?: boolean;
}

export interface ActionSheetProps {
  open?: boolean;
  /** The sheet's name; shown as its heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  actions: readonly SheetAction[];
  /** Called with the chosen action's key; the sheet then closes through onClose. */
  onSelect: (key: string) => void;
  /** The cancel button, the handle, Escape or the backdrop. */
  onClose: () => void;
  /** The cancel button's text; "Cancel" in the interface language unless given. */
  cancelLabel?: string;
}

/** A list of choices with a separate cancel button, on a bottom sheet; the first enabled choice takes the focus. */
export function ActionSheet({ open = true, title, hideTitle, actions, onSelect, onClose, cancelLabel }: ActionSheetProps) {
  const { t } = useTranslation('common');
  const firstEnabled = actions.findIndex((action) => !action.disabled);
  return (
    <BottomSheet open={open} title={title} hideTitle={hideTitle} onClose={onClose}>
      <ul className={styles.list}>
        {actions.map((action, index) => (
          <li key={action.key}>
            <button
              type="button"
              className={`${styles.action} ${action.danger ? styles.danger : ''}`}
              disabled={action.disabled}
              data-autofocus={index === firstEnabled ? true : undefined}
              onClick={() => {
                onSelect(action.key);
                onClose();
              }}
            >
              <span>{action.label}</span>
              {action.detail ? <span className={styles.detail}>{action.detail}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={`${styles.action} ${styles.cancel}`} onClick={onClose}>
        {cancelLabel ?? t('common.cancel')}
      </button>
    </BottomSheet>
  );
}
