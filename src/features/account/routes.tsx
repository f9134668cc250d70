import type { RouteObject } from 'react-router';
import { addressRoutes } from './addresses/routes';
import { businessAgentRoutes } from './business-agent/routes';
import { profileRoutes } from './profile/routes';
import { saferGamblingRoutes } from './safer-gambling/routes';
import { withdrawalAccountRoutes } from './withdrawal-accounts/routes';

/** My account: the account tab, profile and security, withdrawal accounts, delivery addresses, the agent form and safer gambling. */
export const accountRoutes: RouteObject[] = [...profileRoutes, ...withdrawalAccountRoutes, ...addressRoutes, ...businessAgentRoutes, ...saferGamblingRoutes];
