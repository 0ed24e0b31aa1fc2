import { marketingSpendBody } from '@market/domain';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { formatMonth } from '@/lib/format-analytics';
import type { Performance } from '../api/performance';
import { useSetSpend } from '../api/set-spend';
import { ChangedBy } from './changed-by';
import { fieldErrors, numberOrNull } from './form-errors';

/** Marketing spend per month (the cost behind CAC and ROI); blank clears a month. */
export function SpendForm({
  spend,
  missing,
  from,
}: {
  spend: Performance['spend'];
  missing: string[];
  /** The period's first day: the chips list the period's months (the select also offers the comparison's). */
  from: string;
}) {
  const latest = spend[spend.length - 1]?.month ?? '';
  const [month, setMonth] = useState(missing[0] ?? latest);
  const row = spend.find((s) => s.month === month);
  const [amount, setAmount] = useState(row?.amount === null || !row ? '' : String(row.amount));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSetSpend();
  useEffect(() => setAmount(row?.amount === null || !row ? '' : String(row.amount)), [row?.amount, row]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = marketingSpendBody.safeParse({ month, amount: numberOrNull(amount) });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, { onError: (error) => setErrors(fieldErrors(error)) });
  };

  return (
    <Card id="marketing-spend">
      <CardHeader
        title="Marketing Spend"
        level={3}
        description="What you spent on marketing each month. Customer Acquisition Cost and Return on Investment need every month of the period."
      />
      <CardBody className="space-y-4">
        <ul className="flex flex-wrap gap-2 text-xs">
          {spend
            .filter((s) => s.month >= from.slice(0, 7))
            .map((s) => (
              <li key={s.month} className="rounded-full bg-slate-100 px-2 py-1 text-slate-700">
                {formatMonth(s.month)}: {s.amount === null ? 'not entered' : formatMoney(s.amount)}
              </li>
            ))}
        </ul>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id="spend-month" label="Month" error={errors.month}>
              {(c) => (
                <Select {...c} value={month} onChange={(e) => setMonth(e.target.value)}>
                  {spend.map((s) => (
                    <option key={s.month} value={s.month}>
                      {formatMonth(s.month)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              id="spend-amount"
              label="Amount spent"
              error={errors.amount}
              hint="Leave blank to clear the month"
            >
              {(c) => (
                <Input
                  {...c}
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
              )}
            </Field>
          </div>
          <ChangedBy last={row?.lastChange ?? null} />
          {save.isError && !Object.keys(errors).length ? (
            <Alert tone="danger" live="alert">
              {errorMessage(save.error, 'Could not save the spend')}
            </Alert>
          ) : null}
          {save.isSuccess && !save.isPending ? (
            <Alert tone="success" live="status">
              Marketing spend saved
            </Alert>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            Save spend
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
