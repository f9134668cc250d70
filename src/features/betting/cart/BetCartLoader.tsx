import { lazy, Suspense } from 'react';
import type { BetCartProps } from './BetCart';

// Two steps on purpose: the shell's start-up code names only this small chunk, not the list of every chunk the cart
// needs (the home route's first load is on a byte budget); the cart's own chunks load from here.
const BetCart = lazy(() => import('./BetCart'));

/** The bet cart, loaded when a route that shows it is first opened. */
export default function BetCartLoader(props: BetCartProps) {
  return (
    <Suspense fallback={null}>
      <BetCart {...props} />
    </Suspense>
  );
}
