import { ORDER_TEXT_LIMITS } from '@market/domain';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useForwardOrder } from '../api/forward-order';

/** 'Forward to vendors' with optional notes, while auto-forwarding is off and vendor parts wait. */
export function ForwardPanel({ orderId, waiting }: { orderId: string; waiting: string[] }) {
  const id = useId();
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const forward = useForwardOrder();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const result = await forward.mutateAsync({ orderId, notes });
      toast.success(result.message ?? 'Forwarded to vendors');
      setNotes('');
    } catch (error) {
      setFailure(errorMessage(error, 'The order could not be forwarded.'));
    }
  };

  return (
    <Card className="border-amber-200">
      <CardHeader
        title="Forward to vendors"
        description={`Automatic forwarding is off. Waiting: ${waiting.join(', ')}.`}
      />
      <CardBody>
        <form onSubmit={submit} className="space-y-3" aria-label="Forward to vendors">
          {failure ? (
            <Alert tone="danger" live="alert">
              {failure}
            </Alert>
          ) : null}
          <div className="space-y-1.5">
            <label htmlFor={id} className="block text-sm font-medium text-slate-700">
              Notes for the vendors (optional)
            </label>
            <textarea
              id={id}
              rows={2}
              maxLength={ORDER_TEXT_LIMITS.notesMaxChars}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
            />
          </div>
          <Button type="submit" loading={forward.isPending} loadingText="Forwarding…">
            <Send className="size-4" aria-hidden="true" />
            Forward to vendors
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
