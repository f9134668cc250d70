import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '@/shared/config/paths';
import { useStore } from '@/shared/lib/use-store';
import { placeBets, placePhaseStore } from '../place-bets';
import type { PlacePhase, PlaceRequest, PlaceResult } from '../lib/place-types';

/**
 * Places bets from the cart (SPEC.md sections 4 and 7): a guest is sent to log in; otherwise matchGoalInfo, a fresh
 * quote checked against the oddsChange setting, singlePass or betMultiple, then getStakeOrderStatus until every order
 * is confirmed. Accepted selections leave the cart, rejected ones keep their reason, the bet notification shows and
 * the balance and bet records refresh.
 *
 * One bet is never sent twice: a second place() while one runs returns the same promise (whichever component calls
 * it), and after a call that got no answer the same selections are first looked up among the unsettled bets.
 */
export function usePlaceBets(): { place(request: PlaceRequest): Promise<PlaceResult>; phase: PlacePhase } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const phase = useStore(placePhaseStore);
  const place = useCallback(
    (request: PlaceRequest) => placeBets(request, { queryClient, toLogin: () => void navigate(loginHref(`${pathname}${search}`)) }),
    [queryClient, navigate, pathname, search],
  );
  return { place, phase };
}
