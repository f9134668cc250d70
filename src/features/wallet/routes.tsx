import type { RouteObject } from 'react-router';
import { depositRoutes } from './deposits/routes';
import { gameWalletRoutes } from './game-wallets/routes';
import { transactionRecordRoutes } from './transaction-records/routes';
import { withdrawalRoutes } from './withdrawals/routes';

/** The wallet: deposits, withdrawals, transaction records and game wallets. */
export const walletRoutes: RouteObject[] = [...depositRoutes, ...withdrawalRoutes, ...gameWalletRoutes, ...transactionRecordRoutes];
