// Stories of motion (wheels, rings) also show what a player who asked the system for less motion sees.

/** A beforeEach under which the system asks for reduced motion; the real matchMedia comes back after the story. */
export function reducedMotion(): () => void {
  const real = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = real;
  };
}
