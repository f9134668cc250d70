// The home screen's and the casino lobby's handlers (the game type list is in game-types.ts, fund collect in
// game-wallets.ts): home bars, advertisements, the slot list, entering a game and the demo game page it opens, and
// the guest sports token.
import { advertiseHandlers } from './advertise';
import { gameJumpHandler } from './game-entry';
import { demoGamePageHandler } from './game-entry-page';
import { guestSportsTokenHandlers } from './sports-guest-token';
import { slotListHandler } from './game-lobby-slots';
import { homeBarHandlers } from './home-bar';

export const lobbyHandlers = [
  ...homeBarHandlers,
  ...advertiseHandlers,
  slotListHandler(),
  gameJumpHandler(),
  demoGamePageHandler,
  ...guestSportsTokenHandlers,
];
