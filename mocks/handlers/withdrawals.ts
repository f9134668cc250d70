// Every withdrawal call of the mock backend except getOrder (deposits-lookups.ts and withdrawals-lookups.ts, shared with the guard's checks).
import { withdrawChannelHandlers } from './withdrawals-channels';
import { withdrawOrderHandlers } from './withdrawals-orders';

export const withdrawHandlers = [...withdrawChannelHandlers, ...withdrawOrderHandlers];
