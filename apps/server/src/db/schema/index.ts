export * from './store';
export * from './outbox';
export * from './identity';
export * from './catalogue';
export * from './cart';
export * from './checkout';
export * from './after-purchase';
export * from './vendor-users';
