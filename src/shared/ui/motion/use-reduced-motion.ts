import { createStore } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

/** The system's reduced-motion preference, read from the media query and followed while anyone listens. */
const reducedMotionStore = createStore(false, {
  source: { read: () => mediaQuery()?.matches ?? false, write: () => {} },
  watch: (changed) => {
    const query = mediaQuery();
    query?.addEventListener('change', changed);
    return () => query?.removeEventListener('change', changed);
  },
});

/**
 * True while the reader asked the system for less motion; follows changes live. Moving components (carousel,
 * marquee, animation demos) stand still while it is true.
 */
export function usePrefersReducedMotion(): boolean {
  return useStore(reducedMotionStore);
}
