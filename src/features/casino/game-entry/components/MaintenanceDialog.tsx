import { useTranslation } from 'react-i18next';
import { kickOffText } from '@/shared/lib/match-display';
import { ConfirmDialog } from '@/shared/ui/dialog/ConfirmDialog';
import type { MaintenanceNotice } from '../hooks/use-game-entry';

/** A game the player tapped is inside its maintenance window: the window in local time instead of the game. */
export function MaintenanceDialog({ notice, onClose }: { notice: MaintenanceNotice; onClose: () => void }) {
  const { t, i18n } = useTranslation('casino');
  const start = kickOffText(notice.range.startMs, i18n.language);
  const end = kickOffText(notice.range.endMs, i18n.language);
  return (
    <ConfirmDialog
      title={t('maintenance.title', { name: notice.game.name })}
      message={t('maintenance.window', { start, end })}
      confirmLabel={t('maintenance.ok')}
      onConfirm={onClose}
      onDismiss={onClose}
    />
  );
}
