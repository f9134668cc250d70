import { removeStored } from '@/shared/lib/safe-storage';
import { CART_STORAGE_KEY } from './cart-storage-key';

// Logout is on the start-up path and the cart is not: until a screen loads the cart, emptying it means dropping
// the saved cart; once loaded, the cart store empties itself (and what it saved).
let clearCartOnLogout = () => removeStored(CART_STORAGE_KEY);

/** The cart store hands over how to empty it. */
export function registerCartClear(clear: () => void): void {
  clearCartOnLogout = clear;
}

/** The bet cart as one of the member's stores that logout resets (SPEC.md section 4 "Session"). */
export const cartOnLogout = { reset: () => clearCartOnLogout() };
