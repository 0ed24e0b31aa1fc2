import {
  adjustStockBody,
  applicationStep1Schema,
  applicationStep2Schema,
  applicationStep3Schema,
  bankDetailsSchema,
  businessProfileFormSchema,
  cancelBody,
  categoryFormSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  orderSchema,
  reviewNotesSchema,
} from '@market/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMaxLength, limitedBy } from './field-limits';

describe('fieldMaxLength', () => {
  it("reads a field's .max() through optional, default, refine and transform wrappers", () => {
    const schema = z
      .object({
        name: z.string().trim().max(80),
        note: z.string().max(300).optional().default(''),
        count: z.number().max(5),
      })
      .refine((v) => v.name !== v.note)
      .transform((v) => ({ ...v, extra: true }));
    expect(fieldMaxLength(schema, 'name')).toBe(80);
    expect(fieldMaxLength(schema, 'note')).toBe(300);
    expect(fieldMaxLength(schema, 'count')).toBeUndefined();
    expect(fieldMaxLength(schema, 'missing')).toBeUndefined();
  });

  it('finds a limit for every bounded text field of the forms that use it', () => {
    const cases: [unknown, string][] = [
      [applicationStep1Schema, 'businessName'],
      [applicationStep1Schema, 'email'],
      [applicationStep2Schema, 'phone'],
      [applicationStep3Schema, 'street'],
      [applicationStep3Schema, 'taxId'],
      [businessProfileFormSchema, 'businessName'],
      [businessProfileFormSchema, 'businessDescription'],
      [bankDetailsSchema, 'bankName'],
      [loginSchema, 'password'],
      [changePasswordSchema, 'newPassword'],
      [forgotPasswordSchema, 'email'],
      [newPasswordSchema, 'newPassword'],
      [orderSchema, 'notes'],
      [cancelBody, 'reason'],
      [categoryFormSchema, 'description'],
      [adjustStockBody, 'reason'],
      [reviewNotesSchema, 'notes'],
    ];
    const missing = cases.filter(([schema, name]) => fieldMaxLength(schema, name) === undefined);
    expect(missing.map(([, name]) => name)).toEqual([]);
    expect(fieldMaxLength(orderSchema, 'notes')).toBe(1000);
    expect(fieldMaxLength(reviewNotesSchema, 'notes')).toBe(2000);
  });
});

describe('limitedBy', () => {
  it("adds the schema's maxLength to a registration and leaves unbounded fields alone", () => {
    const limit = limitedBy(z.object({ title: z.string().max(120), price: z.number() }));
    const onChange = async () => {};
    expect(limit({ name: 'title', onChange })).toEqual({ name: 'title', onChange, maxLength: 120 });
    expect(limit({ name: 'price', onChange })).toEqual({ name: 'price', onChange });
  });
});
