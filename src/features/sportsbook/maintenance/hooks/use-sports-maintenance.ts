import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getSportsMaintenance, subscribeSportsMaintenance } from '@/shared/api/sports-maintenance';
import { gameTypesQuery } from '@/shared/game-types/game-type-queries';
import { MAINTENANCE_POLL_MS } from '@/shared/lib/maintenance';
import { statisticalQuery } from '@/shared/sports/sports-queries';
import { sportsMaintenanceView, type SportsMaintenanceView } from '../lib/sports-maintenance-window';

/**
 * The sports maintenance state for the maintenance page. It asks the provider again every 30 s (the statistical
 * call: code 8 marks maintenance, any other answer clears it) and reads the game type list for the C-sport game.
 */
export function useSportsMaintenance(): SportsMaintenanceView & { checking: boolean } {
  const { i18n } = useTranslation();
  const flag = useSyncExternalStore(subscribeSportsMaintenance, getSportsMaintenance, getSportsMaintenance);
  const probe = useQuery({ ...statisticalQuery(i18n.language), refetchInterval: MAINTENANCE_POLL_MS, retry: false });
  const { data: types = [] } = useQuery(gameTypesQuery());
  const [now] = useState(() => Date.now());
  return { ...sportsMaintenanceView(flag, types, probe.dataUpdatedAt || now), checking: probe.isPending && !flag.active };
}
