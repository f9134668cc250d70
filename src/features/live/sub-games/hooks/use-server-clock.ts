import { useEffect, useState } from 'react';
import { serverNow } from '../lib/dice-round';

/** The server's time, ticking each second, from the server time of the last reading (the device clock may be off). */
export function useServerClock(serverTime: number | undefined, receivedAt: number): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return serverTime === undefined ? deviceNow : serverNow(serverTime, receivedAt, deviceNow);
}
