import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

type QuantityStepperProps = {
  /** What the quantity is of, for the accessible names ("Quantity of Red Mug"). */
  label: string;
  value: number;
  /** The most units allowed (the available stock). */
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  className?: string;
};

const stepButton =
  'flex size-9 items-center justify-center text-slate-600 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-40';

/** − [n] + : a quantity from 1 to `max`; typing a number is capped the same way. */
export function QuantityStepper({ label, value, max, onChange, disabled, className }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const n = Math.floor(Number(raw));
    if (!Number.isFinite(n) || n < 1) {
      setText(String(value));
      return;
    }
    const next = Math.min(n, Math.max(1, max));
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div
      className={cn(
        'inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white',
        className,
      )}
    >
      <button
        type="button"
        className={stepButton}
        aria-label={`Decrease quantity of ${label}`}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={text}
        disabled={disabled}
        aria-label={`Quantity of ${label}`}
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
        className="h-9 w-12 border-x border-slate-200 text-center text-sm font-medium text-slate-900 [appearance:textfield] focus:outline-none focus:ring-2 focus:ring-indigo-500/40 focus:ring-inset [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={stepButton}
        aria-label={`Increase quantity of ${label}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
