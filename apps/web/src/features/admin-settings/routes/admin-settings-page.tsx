import { zodResolver } from '@hookform/resolvers/zod';
import {
  describeSchedule,
  LISTING_REVIEW_MESSAGES,
  MAX_PAYOUT_HOLD_DAYS,
  MAX_PAYOUT_MONTH_DAY,
  type PayoutSchedule,
} from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Select } from '@/components/ui/select';
import { ApiError, errorMessage, loadErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatRunMoment } from '@/shared/payouts';
import { type MarketplaceSettings, settingsQueryOptions } from '../api/get-settings';
import { type SettingsChanges, useSaveSettings } from '../api/save-settings';
import { type SettingsFormValues, settingsFormSchema } from '../settings-schema';

const formValues = (s: MarketplaceSettings): SettingsFormValues => ({
  autoForwardOrders: s.autoForwardOrders,
  reviewListings: s.reviewListings,
  taxRate: s.taxRate,
  commissionPercentage: s.commissionPercentage,
  payoutHoldDays: s.payoutHoldDays,
  payoutMinimum: s.payoutMinimum,
  payoutEvery: s.payoutSchedule.every,
  payoutWeekday: s.payoutSchedule.every === 'week' ? s.payoutSchedule.weekday : 1,
  payoutMonthDay: s.payoutSchedule.every === 'month' ? s.payoutSchedule.day : 1,
});

/** The schedule the form describes. */
const scheduleOf = (
  v: Pick<SettingsFormValues, 'payoutEvery' | 'payoutWeekday' | 'payoutMonthDay'>,
): PayoutSchedule =>
  v.payoutEvery === 'week'
    ? { every: 'week', weekday: v.payoutWeekday }
    : { every: 'month', day: v.payoutMonthDay };

/** What PUT /api/admin/settings gets from the form. */
export function settingsChanges(values: SettingsFormValues): SettingsChanges {
  return {
    autoForwardOrders: values.autoForwardOrders,
    reviewListings: values.reviewListings,
    taxRate: values.taxRate,
    commissionPercentage: values.commissionPercentage,
    payoutHoldDays: values.payoutHoldDays,
    payoutMinimum: values.payoutMinimum,
    payoutSchedule: scheduleOf(values),
  };
}

/** The form field of a server error's path (`payoutSchedule.weekday` is the weekday select). */
const FIELD_OF_PATH: Record<string, keyof SettingsFormValues> = {
  taxRate: 'taxRate',
  commissionPercentage: 'commissionPercentage',
  payoutHoldDays: 'payoutHoldDays',
  payoutMinimum: 'payoutMinimum',
  payoutSchedule: 'payoutEvery',
  'payoutSchedule.every': 'payoutEvery',
  'payoutSchedule.weekday': 'payoutWeekday',
  'payoutSchedule.day': 'payoutMonthDay',
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_DAYS = Array.from({ length: MAX_PAYOUT_MONTH_DAY }, (_, i) => i + 1);
const asNumber = { setValueAs: (v: string) => Number(v) };

/** An on/off setting drawn as a switch, with what it means in its current position. */
function SettingSwitch({
  id,
  on,
  label,
  help,
  registration,
}: {
  id: string;
  on: boolean;
  label: string;
  help: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-4" htmlFor={id}>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={on}
          className="peer sr-only"
          {...registration}
        />
        <span
          aria-hidden="true"
          className={cn(
            'h-6 w-11 rounded-full transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2',
            on ? 'bg-indigo-600' : 'bg-slate-300',
          )}
        />
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
            on && 'translate-x-5',
          )}
        />
      </span>
      <span>
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span className="mt-0.5 block text-sm text-slate-500">{help}</span>
      </span>
    </label>
  );
}

function SettingsForm({ settings }: { settings: MarketplaceSettings }) {
  const save = useSaveSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isDirty },
  } = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValues(settings),
  });

  useEffect(() => {
    reset(formValues(settings));
  }, [settings, reset]);

  const autoForward = watch('autoForwardOrders');
  const reviewListings = watch('reviewListings');
  const payoutEvery = watch('payoutEvery');
  const editedSchedule = describeSchedule(
    scheduleOf({
      payoutEvery,
      payoutWeekday: watch('payoutWeekday'),
      payoutMonthDay: watch('payoutMonthDay'),
    }),
  );

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await save.mutateAsync(settingsChanges(values));
      toast.success(result.message ?? 'Settings saved');
    } catch (error) {
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          const field = FIELD_OF_PATH[detail.path];
          if (field) setError(field, { message: detail.message });
        }
      }
      setFailure(errorMessage(error, 'The settings could not be saved.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Marketplace settings">
      {failure ? (
        <Alert tone="danger" live="alert">
          {failure}
        </Alert>
      ) : null}
      <Card>
        <CardHeader
          title="Order forwarding"
          description="Whether vendors receive their part of an order as soon as it is placed."
        />
        <CardBody>
          <SettingSwitch
            id="settings-auto-forward"
            on={autoForward}
            label="Forward orders to vendors automatically"
            help={
              autoForward
                ? 'On: each vendor sees its part of a new order at once.'
                : 'Off: vendor parts wait on the order desk until an admin forwards them, with optional notes.'
            }
            registration={register('autoForwardOrders')}
          />
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="Listing review"
          description="Whether vendors' listings reach buyers at once or after an admin has looked at them."
        />
        <CardBody>
          <SettingSwitch
            id="settings-review-listings"
            on={reviewListings}
            label={LISTING_REVIEW_MESSAGES.settingLabel}
            help={
              reviewListings
                ? `On: ${LISTING_REVIEW_MESSAGES.settingHelp} They wait under Listing Review.`
                : 'Off: vendors’ new and changed products go live as soon as they are saved.'
            }
            registration={register('reviewListings')}
          />
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="Rates" description={`Percentages; amounts are in ${settings.currency}.`} />
        <CardBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field
            id="settings-tax-rate"
            label="Tax rate (%)"
            hint="Charged on the subtotal of new orders."
            error={errors.taxRate?.message}
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="decimal"
                step="0.01"
                min={0}
                max={100}
                {...register('taxRate', { valueAsNumber: true })}
              />
            )}
          </Field>
          <Field
            id="settings-commission"
            label="Commission percentage (%)"
            hint="The default for vendors without their own rate; placed orders keep theirs."
            error={errors.commissionPercentage?.message}
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="decimal"
                step="0.01"
                min={0}
                max={100}
                {...register('commissionPercentage', { valueAsNumber: true })}
              />
            )}
          </Field>
        </CardBody>
      </Card>

      <Card id="payouts">
        <CardHeader
          title="Payouts"
          description="When vendors' delivered earnings can be paid out, and when payouts are sent."
        />
        <CardBody className="space-y-4">
          <p className="text-sm text-slate-700" data-testid="payout-schedule-now">
            Now: <span className="font-medium text-slate-900">{settings.payoutScheduleText}</span> · next
            payout{' '}
            <time dateTime={settings.nextPayoutAt} className="font-medium text-slate-900">
              {formatRunMoment(settings.nextPayoutAt)}
            </time>
            {editedSchedule !== settings.payoutScheduleText ? (
              <span className="block text-amber-800">After saving: {editedSchedule}</span>
            ) : null}
          </p>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field
              id="settings-payout-hold"
              label="Hold after delivery (days)"
              hint={`Delivered earnings wait this long before they can be paid out, 0 to ${MAX_PAYOUT_HOLD_DAYS}.`}
              error={errors.payoutHoldDays?.message}
            >
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  inputMode="numeric"
                  step="1"
                  min={0}
                  max={MAX_PAYOUT_HOLD_DAYS}
                  {...register('payoutHoldDays', { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field
              id="settings-payout-minimum"
              label={`Minimum payout (${settings.currency})`}
              hint={`A smaller available balance waits for a later payout (now ${formatMoney(settings.payoutMinimum, settings.currency)}).`}
              error={errors.payoutMinimum?.message}
            >
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min={0}
                  {...register('payoutMinimum', { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field id="settings-payout-every" label="Payouts run" error={errors.payoutEvery?.message}>
              {(c) => (
                <Select {...c} {...register('payoutEvery')}>
                  <option value="week">Every week</option>
                  <option value="month">Every month</option>
                </Select>
              )}
            </Field>
            {payoutEvery === 'week' ? (
              <Field id="settings-payout-weekday" label="On" error={errors.payoutWeekday?.message}>
                {(c) => (
                  <Select {...c} {...register('payoutWeekday', asNumber)}>
                    {WEEKDAYS.map((day, index) => (
                      <option key={day} value={index}>
                        {day}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            ) : (
              <Field
                id="settings-payout-day"
                label="On day"
                hint={`1 to ${MAX_PAYOUT_MONTH_DAY}, so every month has it.`}
                error={errors.payoutMonthDay?.message}
              >
                {(c) => (
                  <Select {...c} {...register('payoutMonthDay', asNumber)}>
                    {MONTH_DAYS.map((day) => (
                      <option key={day} value={day}>
                        {day}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            )}
          </div>
        </CardBody>
      </Card>

      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          disabled={!isDirty || save.isPending}
          onClick={() => reset(formValues(settings))}
        >
          Discard changes
        </Button>
        <Button type="submit" loading={save.isPending} loadingText="Saving…">
          <Save className="size-4" aria-hidden="true" />
          Save settings
        </Button>
      </div>
    </form>
  );
}

/** `/admin/settings`: automatic order forwarding, listing review, the tax rate, the commission percentage and payouts. */
export function AdminSettingsPage() {
  const query = useQuery(settingsQueryOptions());
  return (
    <div className="max-w-3xl space-y-5">
      <PageHeader
        level={2}
        title="Marketplace settings"
        description="How orders and listings flow, what orders are charged, and when vendors are paid."
      />
      {query.data ? (
        <SettingsForm settings={query.data} />
      ) : query.isError ? (
        <LoadError
          title="Settings could not be loaded"
          onRetry={() => void query.refetch()}
          error={query.error}
        >
          {loadErrorMessage(query.error)}
        </LoadError>
      ) : (
        <PageSkeleton label="Loading settings" />
      )}
    </div>
  );
}
