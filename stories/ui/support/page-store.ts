/**
 * A story `beforeEach` for a store the whole page shares (the toast, the bet banner): it clears the store
 * before the story and returns the same clear as the clean-up, so every story starts and ends without one.
 */
export function clearedAround(clear: () => void) {
  return () => {
    clear();
    return clear;
  };
}
