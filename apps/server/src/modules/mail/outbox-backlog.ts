import type { DbOrTx } from '../../db/client.js';
import { countUnsent } from './outbox.queries.js';

/** The outbox backlog: messages not yet sent, waiting or being sent (for the metrics scrape). */
export function outboxBacklog(db: DbOrTx): Promise<number> {
  return countUnsent(db);
}
