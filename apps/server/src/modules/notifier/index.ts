/** Outbound messages (codes, notices): one interface, SMTP, webhook and the demo outbox. */
export { OutboxNotifier, type Notifier } from './notifier';
export { outboxRoutes } from './outbox.routes';
export { createNotifier } from './transports';
export { customerRecipient, sendCustomerNotice, type CustomerNotice, type NoticeRecipient } from './customer-notice';
