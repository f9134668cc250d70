// Every withdrawal call of the mock backend except getOrder (funds-orders.ts, shared with the guard's checks).
import { withdrawChannelHandlers } from './withdraw-channels';
import { withdrawOrderHandlers } from './withdraw-orders';

export const withdrawHandlers = [...withdrawChannelHandlers, ...withdrawOrderHandlers];
