import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput, type CodeInputHandle, codeDigits, emptyCode } from './code-input';

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState(emptyCode());
  const ref = useRef<CodeInputHandle>(null);
  return (
    <>
      <CodeInput
        ref={ref}
        label="Verification code"
        value={value}
        onChange={setValue}
        onComplete={onComplete}
      />
      <output data-testid="code">{value.join('')}</output>
      <button
        type="button"
        onClick={() => {
          setValue(emptyCode());
          ref.current?.focus(0);
        }}
      >
        Clear
      </button>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const code = () => screen.getByTestId('code').textContent;

describe('CodeInput', () => {
  it('renders six labelled boxes in a named group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Digit 6 of 6')).toBeInTheDocument();
  });

  it('accepts digits only and moves the focus forward while typing', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(boxes()[0]!);
    await user.keyboard('a');
    expect(boxes()[0]).toHaveValue('');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('1x2');
    expect(code()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('3456');
    expect(code()).toBe('123456');
    expect(boxes()[5]).toHaveFocus();
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('keeps the first six digits of a paste and fills the boxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]!);
    await user.paste('Code: 98-76 54 321');
    expect(code()).toBe('987654');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(boxes()[5]).toHaveFocus();
  });

  it('ignores a paste without digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.paste('no digits here');
    expect(code()).toBe('');
  });

  it('moves back on Backspace in an empty box, and clears a filled one first', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(code()).toBe('123');
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[3]!);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
  });

  it('lets the parent clear every box and refocus the first', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('654321');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(code()).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('extracts at most six digits', () => {
    expect(codeDigits('12a3 4567 89')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(emptyCode()).toEqual(['', '', '', '', '', '']);
  });
});

describe('CodeInput over an earlier code', () => {
  it('moves on when a digit is typed over the same digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await user.click(boxes()[0]!);
    await user.keyboard('324724');
    expect(code()).toBe('324724');
  });
});
