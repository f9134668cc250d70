import type { RouteObject } from 'react-router';
import { addressRoutes } from './addresses/routes';
import { businessAgentRoutes } from './business-agent/routes';
import { profileRoutes } from './profile/routes';
import { withdrawalAccountRoutes } from './withdrawal-accounts/routes';

/** My account: the account tab, profile and security, withdrawal accounts, delivery addresses and the agent form. */
export const accountRoutes: RouteObject[] = [...profileRoutes, ...withdrawalAccountRoutes, ...addressRoutes, ...businessAgentRoutes];
