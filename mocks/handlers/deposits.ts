// Every deposit handler: the catalogue (channels, content, gift, USDT rate) and the orders (create, receipt, cancel).
// The order lookups the guard shares with withdrawals are in deposits-lookups.ts and withdrawals-lookups.ts.
import { depositChannelHandlers } from './deposits-channels';
import { depositOrderHandlers } from './deposits-orders';

export const depositHandlers = [...depositChannelHandlers, ...depositOrderHandlers];
