export * from './envelope';
export * from './params';
export * from './i18n';
export * from './store';
export * from './outbox';
export * from './store-defaults';
