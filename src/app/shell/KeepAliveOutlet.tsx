import { useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useToken } from '@/shared/session/use-session';

export interface KeepAliveOutletProps {
  /** The current route asks to be kept alive. */
  keepAlive: boolean;
  /** Class of the slot that shows the current screen (its transition). */
  slotClassName: string;
}

interface Kept {
  /** The session the kept screens belong to; a login or logout drops them. */
  token: string | null;
  screens: ReadonlyMap<string, ReactNode>;
}

/**
 * Renders the current screen. Screens of keep-alive routes stay mounted, hidden, after the player leaves them,
 * so their state (a half-filled form) is still there on return. Other screens mount fresh on every path.
 */
export function KeepAliveOutlet({ keepAlive, slotClassName }: KeepAliveOutletProps) {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const token = useToken();
  const [kept, setKept] = useState<Kept>(() => ({ token, screens: new Map() }));

  let screens = kept.screens;
  if (kept.token !== token) screens = new Map();
  if (keepAlive && !screens.has(pathname)) screens = new Map(screens).set(pathname, outlet);
  if (screens !== kept.screens) setKept({ token, screens });

  return (
    <>
      {[...screens].map(([path, element]) => {
        const active = keepAlive && path === pathname;
        return (
          <div key={`kept:${path}`} className={active ? slotClassName : undefined} hidden={!active} data-keep-alive={path} data-screen-slot="">
            {active ? outlet : element}
          </div>
        );
      })}
      {keepAlive ? null : (
        <div key={`screen:${pathname}`} className={slotClassName} data-screen-slot="" data-path={pathname}>
          {outlet}
        </div>
      )}
    </>
  );
}
