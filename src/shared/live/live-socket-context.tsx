import { createContext, useContext, type ReactNode } from 'react';
import { getLiveSocket, type LiveSocket } from './live-socket';

const LiveSocketContext = createContext<LiveSocket | null>(null);

/**
 * Hands the screens below a live socket other than the app's (a story's socket that connects at once, without the
 * 3 s start delay). The app never renders it: its screens use the app's one socket.
 */
export function LiveSocketProvider({ socket, children }: { socket: LiveSocket; children: ReactNode }) {
  return <LiveSocketContext.Provider value={socket}>{children}</LiveSocketContext.Provider>;
}

/** The live socket of the screen: a provider's, or the app's one socket. */
export function useLiveSocket(): LiveSocket {
  return useContext(LiveSocketContext) ?? getLiveSocket();
}
