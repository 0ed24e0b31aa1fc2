import { EventEmitter } from 'node:events';
import type { MessageDto } from './inquiries.schemas.js';

export type InquiryEvent =
  | { type: 'message'; inquiryId: string; message: MessageDto }
  | { type: 'status'; inquiryId: string; status: string; priority: string };

/**
 * In-process fan-out of new messages and status changes to the open event streams of an
 * inquiry. One per app; across instances it becomes Redis or PostgreSQL NOTIFY (DESIGN.md section 10).
 */
export class InquiryBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(event: InquiryEvent): void {
    this.emitter.emit(event.inquiryId, event);
  }

  subscribe(inquiryId: string, listener: (event: InquiryEvent) => void): () => void {
    this.emitter.on(inquiryId, listener);
    return () => this.emitter.off(inquiryId, listener);
  }
}
