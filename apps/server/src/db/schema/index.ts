export * from './store';
export * from './outbox';
