import { performanceGoalsBody } from '@market/domain';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import type { Performance } from '../api/performance';
import { useSetGoals } from '../api/set-goals';
import { ChangedBy } from './changed-by';
import { fieldErrors, numberOrNull } from './form-errors';

const FIELDS = [
  { key: 'revenue', label: 'Revenue goal', step: '0.01' },
  { key: 'orders', label: 'Orders goal', step: '1' },
  { key: 'customers', label: 'New customers goal', step: '1' },
] as const;
type Key = (typeof FIELDS)[number]['key'];
const text = (v: number | null) => (v === null ? '' : String(v));

/** This month's goals (revenue, orders, new customers), stored; blank clears a goal. */
export function GoalsForm({ goals }: { goals: Performance['goals'] }) {
  const initial = () => ({
    revenue: text(goals.revenue.target),
    orders: text(goals.orders.target),
    customers: text(goals.customers.target),
  });
  const [values, setValues] = useState<Record<Key, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSetGoals();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored goals change
  useEffect(
    () => setValues(initial()),
    [goals.month, goals.revenue.target, goals.orders.target, goals.customers.target],
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      month: goals.month,
      revenue: numberOrNull(values.revenue),
      orders: numberOrNull(values.orders),
      customers: numberOrNull(values.customers),
    };
    const parsed = performanceGoalsBody.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, { onError: (error) => setErrors(fieldErrors(error)) });
  };

  return (
    <Card id="goals">
      <CardHeader
        title={`Goals for ${goals.month}`}
        level={3}
        description="Month-to-date figures are measured against these."
      />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {FIELDS.map((f) => (
              <Field
                key={f.key}
                id={`goal-${f.key}`}
                label={f.label}
                error={errors[f.key]}
                hint="Leave blank for no goal"
              >
                {(c) => (
                  <Input
                    {...c}
                    inputMode="decimal"
                    value={values[f.key]}
                    onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                  />
                )}
              </Field>
            ))}
          </div>
          <ChangedBy last={goals.lastChange} />
          {save.isError && !Object.keys(errors).length ? (
            <Alert tone="danger" live="alert">
              {errorMessage(save.error, 'Could not save the goals')}
            </Alert>
          ) : null}
          {save.isSuccess && !save.isPending ? (
            <Alert tone="success" live="status">
              Goals saved
            </Alert>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            Save goals
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
