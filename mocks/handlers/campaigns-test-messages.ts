// The English texts of the promotion result codes, as a test expects them from an en-US request.
export const PROMOTION_MESSAGES_EN = {
  notFound: 'This campaign does not exist',
  alreadyClaimed: 'You have already claimed this reward',
  signUpFirst: 'Please sign up for this campaign first',
  noSpins: 'You have no spins left',
} as const;
