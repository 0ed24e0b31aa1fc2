import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useId,
  useImperativeHandle,
  useRef,
} from 'react';
import { cn } from '@/lib/cn';

export const CODE_LENGTH = 6;

/** An empty code: one empty string per box. */
export const emptyCode = (length = CODE_LENGTH): string[] => Array.from({ length }, () => '');

/** The digits of a value, at most `length` of them (pasting keeps the first six). */
export function codeDigits(value: string, length = CODE_LENGTH): string[] {
  return value.replace(/\D/g, '').slice(0, length).split('');
}

/** What a parent can do with the boxes: put the focus in one (the first by default). */
export type CodeInputHandle = { focus: (index?: number) => void };

type CodeInputProps = {
  /** One entry per box: a digit or ''. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Accessible name of the group ("Verification code"). */
  label: string;
  /** Id of the element describing the boxes (an error message). */
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Called when the last box is filled, with the whole code. */
  onComplete?: (code: string) => void;
  ref?: Ref<CodeInputHandle>;
  className?: string;
};

/**
 * Six single-digit boxes for an e-mailed code (spec 000 sections 2, 4 and 5): digits only, typing
 * moves to the next box, pasting keeps the first six digits and fills the boxes, Backspace on an
 * empty box goes back to the previous one, arrow keys move between boxes.
 */
export function CodeInput({
  value,
  onChange,
  label,
  describedBy,
  invalid = false,
  disabled = false,
  autoFocus = false,
  onComplete,
  ref,
  className,
}: CodeInputProps) {
  const length = value.length;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const groupId = useId();

  const focusBox = useCallback(
    (index: number) => {
      const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
      box?.focus();
      box?.select();
    },
    [length],
  );

  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }), [focusBox]);

  const update = (next: string[]) => {
    onChange(next);
    if (onComplete && next.every((d) => d !== '')) onComplete(next.join(''));
  };

  /** Writes digits from box `start` on; returns the index after the last one written. */
  const fill = (start: number, digits: string[]) => {
    const next = [...value];
    let index = start;
    for (const digit of digits) {
      if (index >= length) break;
      next[index] = digit;
      index += 1;
    }
    update(next);
    return index;
  };

  const handleChange = (index: number, input: HTMLInputElement) => {
    const raw = input.value;
    if (raw === '') {
      const next = [...value];
      next[index] = '';
      update(next);
      return;
    }
    let digits = codeDigits(raw, length);
    // Typing into a filled box (caret not over its digit) gives two characters: keep the typed one.
    if (value[index] !== '' && raw.length === 2) {
      const typed = raw[(input.selectionStart ?? raw.length) - 1] ?? '';
      digits = /^\d$/.test(typed) ? [typed] : [];
    }
    if (digits.length === 0) return; // not a digit: the box keeps what it had
    const after = fill(index, digits);
    focusBox(Math.min(after, length - 1));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const plainKey = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (plainKey && /^\d$/.test(event.key)) {
      // Typed digits are written here: the browser would not report a digit typed over the same
      // digit as a change, and the focus would not move on.
      event.preventDefault();
      const after = fill(index, [event.key]);
      focusBox(Math.min(after, length - 1));
      return;
    }
    if (plainKey) {
      event.preventDefault(); // digits only
      return;
    }
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = codeDigits(event.clipboardData.getData('text'), length);
    if (digits.length === 0) return;
    // A pasted code replaces the whole code, from the first box.
    const next = emptyCode(length);
    digits.forEach((digit, i) => {
      next[i] = digit;
    });
    update(next);
    focusBox(Math.min(digits.length, length - 1));
  };

  return (
    <fieldset
      aria-describedby={describedBy}
      className={cn('min-w-0', className)}
      aria-labelledby={`${groupId}-legend`}
    >
      <legend id={`${groupId}-legend`} className="sr-only">
        {label}
      </legend>
      <div className="flex justify-center gap-2 sm:gap-3">
        {value.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, they never move
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={index === 0 ? length : 2}
            // biome-ignore lint/a11y/noAutofocus: the code screen exists to type the code
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={invalid || undefined}
            value={digit}
            onChange={(event) => handleChange(index, event.target)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={handlePaste}
            onFocus={(event) => event.target.select()}
            className={cn(
              'h-12 w-10 rounded-lg border border-slate-300 bg-white text-center text-xl font-semibold text-slate-900 shadow-xs sm:h-14 sm:w-12',
              'transition-colors focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30',
              'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
              'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/30',
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
