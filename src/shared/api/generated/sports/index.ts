export * from './bulletin/bulletin';
export * from './match/match';
export * from './merchant/merchant';
export * from './order/order';
