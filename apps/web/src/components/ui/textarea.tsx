import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input';

const textareaClasses = inputClasses.replace('h-10 ', 'min-h-24 py-2 ');

/** A multi-line text field with the inputs' look. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(textareaClasses, className)} {...props} />;
}
