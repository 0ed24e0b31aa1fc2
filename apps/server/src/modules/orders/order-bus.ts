import { EventEmitter } from 'node:events';

export type OrderChange = { orderId: string; status: string; at: string };

/**
 * In-process notifications of order changes for the server-sent event stream. One instance per
 * process; with several instances this becomes PostgreSQL LISTEN/NOTIFY (DESIGN.md section 10).
 */
export class OrderBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(change: OrderChange): void {
    this.emitter.emit(change.orderId, change);
  }

  subscribe(orderId: string, listener: (change: OrderChange) => void): () => void {
    this.emitter.on(orderId, listener);
    return () => this.emitter.off(orderId, listener);
  }
}
