import { EventEmitter } from 'node:events';
import type { EventRelay } from '../../lib/redis-relay.js';
import type { MessageDto } from './inquiries.schemas.js';

export type InquiryEvent =
  | { type: 'message'; inquiryId: string; message: MessageDto }
  | { type: 'status'; inquiryId: string; status: string; priority: string };

/**
 * Fan-out of new messages and status changes to the open event streams of an inquiry, one bus per
 * app. In one process an EventEmitter; with REDIS_URL set, `connect` adds a Redis channel so an
 * event made on one instance reaches the streams open on every other (decision record 0021).
 */
export class InquiryBus {
  private readonly emitter = new EventEmitter();
  private relay: EventRelay<InquiryEvent> | undefined;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(event: InquiryEvent): void {
    this.emitter.emit(event.inquiryId, event);
    this.relay?.publish(event);
  }

  /** Also sends what is published here to the other instances (REDIS_URL set). */
  connect(relay: EventRelay<InquiryEvent>): void {
    this.relay = relay;
  }

  /** An event published on another instance: to the listeners of this process only. */
  deliver(event: InquiryEvent): void {
    this.emitter.emit(event.inquiryId, event);
  }

  subscribe(inquiryId: string, listener: (event: InquiryEvent) => void): () => void {
    this.emitter.on(inquiryId, listener);
    return () => this.emitter.off(inquiryId, listener);
  }
}
