import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export const ORDER_NUMBER_REQUIRED = 'Please enter your order number';

/** The order number box: goes to /track-order/{orderNumber}. */
export function TrackOrderForm({ defaultValue = '' }: { defaultValue?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('orderNumber') ?? '')
      .trim()
      .toUpperCase();
    if (!value) {
      setError(ORDER_NUMBER_REQUIRED);
      return;
    }
    navigate(`/track-order/${encodeURIComponent(value)}`);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      aria-label="Track an order"
    >
      <Field
        id={id}
        label="Order number"
        error={error}
        className="flex-1"
        hint="You find it in your confirmation e-mail, e.g. IT-1732190000000ABCDE."
      >
        {(control) => (
          <Input
            {...control}
            key={defaultValue}
            name="orderNumber"
            defaultValue={defaultValue}
            placeholder="IT-…"
            autoComplete="off"
            spellCheck={false}
            onChange={() => setError(undefined)}
          />
        )}
      </Field>
      <Button type="submit" className="sm:mt-7">
        <Search className="size-4" aria-hidden="true" />
        Track order
      </Button>
    </form>
  );
}
