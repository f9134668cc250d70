// The base (happy-path) handlers of the mock backend. Error and edge cases are scenarios (mocks/scenarios).
import type { AnyHandler, HttpHandler } from 'msw';
import { liveSocketHandler } from '../socket/ws-handler';
import { authLoginHandlers } from './auth-login';
import { authMiscHandlers } from './auth-misc';
import { authRegisterHandlers } from './auth-register';
import { memberHandlers } from './member';
import { sportsHandlers } from './sports';

/** Every HTTP handler (main API and sports provider). */
export const httpHandlers: HttpHandler[] = [
  ...authLoginHandlers,
  ...authRegisterHandlers,
  ...authMiscHandlers,
  ...memberHandlers,
  ...sportsHandlers,
];

/** HTTP handlers plus the live-data WebSocket link. */
export const handlers: AnyHandler[] = [...httpHandlers, liveSocketHandler];
