import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulletinSheet } from './BulletinSheet';
import styles from './Bulletins.module.css';

/** A button that opens the notices sheet. */
export function BulletinsButton() {
  const { t } = useTranslation('sports-help');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.openButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('bulletins.open')}
      </button>
      {open ? <BulletinSheet onClose={() => setOpen(false)} /> : null}
    </>
  );
}
