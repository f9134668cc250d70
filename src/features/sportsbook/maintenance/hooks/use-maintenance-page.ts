import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameTypesQuery } from '@/shared/game-types/game-type-queries';
import { MAINTENANCE_POLL_MS } from '@/shared/lib/maintenance';
import { useSportsMaintenance } from '@/shared/maintenance/sports-maintenance';
import { statisticalQuery } from '@/shared/sports/sports-queries';
import { sportsMaintenanceView, type SportsMaintenanceView } from '../lib/sports-maintenance-window';

/**
 * What the maintenance page shows: the sports maintenance state with its window. It asks the provider again every 30 s (the statistical
 * call: code 8 marks maintenance, any other answer clears it) and reads the game type list for the C-sport game.
 */
export function useMaintenancePage(): SportsMaintenanceView & { checking: boolean } {
  const { i18n } = useTranslation();
  const flag = useSportsMaintenance();
  const probe = useQuery({ ...statisticalQuery(i18n.language), refetchInterval: MAINTENANCE_POLL_MS, retry: false });
  const { data: types = [] } = useQuery(gameTypesQuery());
  const [now] = useState(() => Date.now());
  return { ...sportsMaintenanceView(flag, types, probe.dataUpdatedAt || now), checking: probe.isPending && !flag.active };
}
