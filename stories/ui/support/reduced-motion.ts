/**
 * A story `beforeEach` that makes the page report `prefers-reduced-motion: reduce`; every other media query
 * still answers as before. It returns the clean-up that puts the real matchMedia back.
 */
export function stubReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({ matches: true, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false } as MediaQueryList)
      : original.call(window, query);
  return () => {
    window.matchMedia = original;
  };
}
