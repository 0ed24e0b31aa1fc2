import type { ComponentProps } from 'react';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const textareaClasses = inputClasses.replace('h-10 ', 'min-h-24 py-2 ');

/** A native select with the inputs' look. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClasses, className)} {...props} />;
}

/** A multi-line text field with the inputs' look. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(textareaClasses, className)} {...props} />;
}
