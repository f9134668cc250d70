import { Suspense, type ComponentType } from 'react';
import { HomeSkeleton } from './HomeSkeleton';

export interface HomeScreenProps {
  /** The sections (components/HomeBody), lazily loaded by the route so this chunk stays the skeleton alone. */
  Body: ComponentType<{ Lobby?: ComponentType }>;
  /** The game lobby section, composed in by the app. */
  Lobby?: ComponentType;
}

/** The home tab (/): banners, notices, the member's wallet, shortcuts, live matches and the game lobby. */
export function HomeScreen({ Body, Lobby }: HomeScreenProps) {
  return (
    <Suspense fallback={<HomeSkeleton />}>
      <Body Lobby={Lobby} />
    </Suspense>
  );
}
