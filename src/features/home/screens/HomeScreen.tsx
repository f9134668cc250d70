import { lazy, Suspense, type ComponentType } from 'react';
import { HomeSkeleton } from './HomeSkeleton';

// The sections load as their own chunk: the route's first load stays within its size budget (scripts/size-check.mjs),
// and the skeleton, drawn in the sections' final sizes, holds their place meanwhile.
const HomeBody = lazy(async () => ({ default: (await import('../components/HomeBody')).HomeBody }));

/** The home tab (/): banners, notices, the member's wallet, shortcuts, live matches and the game lobby. */
export function HomeScreen({ Lobby }: { Lobby?: ComponentType }) {
  return (
    <Suspense fallback={<HomeSkeleton />}>
      <HomeBody Lobby={Lobby} />
    </Suspense>
  );
}
