import { heartbeat, logout } from '@/shared/api/generated/main/auth/auth';

// The session's own writes. They run outside React (a timer, the logout flow), so they are plain functions; they
// touch no query: logout.ts clears the member's queries itself (ADR 010).

/** One heartbeat; the API client stays quiet, an expired session is handled by it (10009/10018). */
export const sendHeartbeatCall = (): Promise<unknown> => heartbeat({ noNeedResponseMsg: true });

/** Tells the server the player logs out; the API client stays quiet whatever it answers. */
export const endServerSession = (): Promise<unknown> => logout({ noNeedResponseMsg: true });
