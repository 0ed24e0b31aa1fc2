/** E-mail: the outbox mailer, its transports, the templates and the development mailbox. */
export { devMailboxRoutes } from './dev-mailbox.routes.js';
export { devTransport, Mailer, type MailTransport, smtpTransport } from './mailer.js';
export { type OutboxRow, outboxInsert } from './outbox.queries.js';
export { outboxBacklog } from './outbox-backlog.js';
export { emails, type RenderedEmail } from './templates.js';
