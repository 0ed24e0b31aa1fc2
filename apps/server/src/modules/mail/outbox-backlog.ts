import type { DbOrTx } from '../../db/client.js';
import { pendingCount } from './outbox.queries.js';

/** The outbox backlog: messages not yet sent (for the metrics scrape). */
export function outboxBacklog(db: DbOrTx): Promise<number> {
  return pendingCount(db);
}
