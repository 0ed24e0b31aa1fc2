import { EventEmitter } from 'node:events';
import type { EventRelay } from '../../lib/redis-relay.js';

export type OrderChange = { orderId: string; status: string; at: string };

/**
 * Notifications of order changes for the server-sent event stream, one bus per app. In one
 * process an EventEmitter; with REDIS_URL set, `connect` adds a Redis channel so a change made on
 * one instance reaches the streams open on every other (decision record 0021).
 */
export class OrderBus {
  private readonly emitter = new EventEmitter();
  private relay: EventRelay<OrderChange> | undefined;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(change: OrderChange): void {
    this.emitter.emit(change.orderId, change);
    this.relay?.publish(change);
  }

  /** Also sends what is published here to the other instances (REDIS_URL set). */
  connect(relay: EventRelay<OrderChange>): void {
    this.relay = relay;
  }

  /** An event published on another instance: to the listeners of this process only. */
  deliver(change: OrderChange): void {
    this.emitter.emit(change.orderId, change);
  }

  subscribe(orderId: string, listener: (change: OrderChange) => void): () => void {
    this.emitter.on(orderId, listener);
    return () => this.emitter.off(orderId, listener);
  }
}
