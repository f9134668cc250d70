/** The one local-storage key the cart lives under, so a reload restores it (SPEC.md section 4 "Bet cart"). */
export const CART_STORAGE_KEY = 'betCart';
