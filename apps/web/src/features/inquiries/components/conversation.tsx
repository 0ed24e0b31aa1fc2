import { INQUIRY_MESSAGES, type Role } from '@market/domain';
import { MessageSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import type { InquiryMessage } from '@/shared/inquiries/types';
import { AttachmentLink } from './attachment-link';

type ConversationProps = {
  messages: InquiryMessage[];
  /** Whose screen: 'desk' puts vendor messages on the right, 'customer' puts the customer's there. */
  side: 'desk' | 'customer';
  /** Token used for attachment downloads. */
  viewerRole: Role;
};

/**
 * The messages of an inquiry as chat bubbles: the viewer's own side on the right, the other on the
 * left, with attachments and time; scrolls to the newest message whenever one arrives. Text is
 * rendered as text (never as HTML).
 */
export function Conversation({ messages, side, viewerRole }: ConversationProps) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?._id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);

  if (messages.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-12 text-center text-sm text-slate-500">
        <MessageSquare className="size-8 text-slate-300" aria-hidden="true" />
        <p>{INQUIRY_MESSAGES.emptyConversation}</p>
      </div>
    );
  }

  return (
    <div className="max-h-[32rem] overflow-y-auto px-4 py-4" data-testid="conversation">
      <ol className="space-y-4" aria-label="Conversation">
        {messages.map((message) => {
          const mine = side === 'desk' ? message.isVendorMessage : !message.isVendorMessage;
          return (
            <li
              key={message._id}
              data-testid="inquiry-message"
              data-side={message.isVendorMessage ? 'vendor' : 'customer'}
              className={cn('flex', mine ? 'justify-end' : 'justify-start')}
            >
              <div className={cn('max-w-[80%] space-y-1', mine ? 'items-end text-right' : 'items-start')}>
                <p className="text-xs text-slate-500">
                  <span className="font-medium text-slate-700">{message.senderName}</span>
                  {message.fromMarketplace ? (
                    <>
                      {' '}
                      <Badge tone="blue" data-testid="marketplace-badge">
                        Marketplace
                      </Badge>
                    </>
                  ) : null}
                  {' · '}
                  <time dateTime={message.timestamp}>
                    {formatDate(message.timestamp, { withTime: true })}
                  </time>
                </p>
                <div
                  className={cn(
                    'rounded-2xl px-4 py-2.5 text-left text-sm whitespace-pre-wrap break-words',
                    mine
                      ? 'rounded-br-sm bg-indigo-600 text-white'
                      : 'rounded-bl-sm bg-slate-100 text-slate-900',
                  )}
                >
                  {message.message}
                  {message.attachments.length > 0 ? (
                    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Attachments">
                      {message.attachments.map((attachment) => (
                        <li key={attachment._id} className="max-w-full">
                          <AttachmentLink attachment={attachment} viewerRole={viewerRole} onDark={mine} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div ref={end} />
    </div>
  );
}
