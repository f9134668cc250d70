// Every deposit handler: the catalogue (channels, content, gift, USDT rate) and the orders (create, receipt, cancel).
// The order lookups the guard shares with withdrawals are in funds-orders.ts.
import { depositChannelHandlers } from './deposit-channels';
import { depositOrderHandlers } from './deposit-orders';

export const depositHandlers = [...depositChannelHandlers, ...depositOrderHandlers];
