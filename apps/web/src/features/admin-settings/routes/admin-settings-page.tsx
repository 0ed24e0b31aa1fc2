import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { ApiError, errorMessage, loadErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { type MarketplaceSettings, settingsQueryOptions } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { type SettingsFormValues, settingsFormSchema } from '../settings-schema';

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
    defaultValues: {
      autoForwardOrders: settings.autoForwardOrders,
      taxRate: settings.taxRate,
      commissionPercentage: settings.commissionPercentage,
    },
  });

  useEffect(() => {
    reset({
      autoForwardOrders: settings.autoForwardOrders,
      taxRate: settings.taxRate,
      commissionPercentage: settings.commissionPercentage,
    });
  }, [settings, reset]);

  const autoForward = watch('autoForwardOrders');

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await save.mutateAsync(values);
      toast.success(result.message ?? 'Settings saved');
    } catch (error) {
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if (detail.path === 'taxRate' || detail.path === 'commissionPercentage') {
            setError(detail.path, { message: detail.message });
          }
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
          <label className="flex cursor-pointer items-start gap-4" htmlFor="settings-auto-forward">
            <span className="relative mt-0.5 inline-flex shrink-0">
              <input
                id="settings-auto-forward"
                type="checkbox"
                role="switch"
                aria-checked={autoForward}
                className="peer sr-only"
                {...register('autoForwardOrders')}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'h-6 w-11 rounded-full transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2',
                  autoForward ? 'bg-indigo-600' : 'bg-slate-300',
                )}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
                  autoForward && 'translate-x-5',
                )}
              />
            </span>
            <span>
              <span className="block text-sm font-medium text-slate-900">
                Forward orders to vendors automatically
              </span>
              <span className="mt-0.5 block text-sm text-slate-500">
                {autoForward
                  ? 'On: each vendor sees its part of a new order at once.'
                  : 'Off: vendor parts wait on the order desk until an admin forwards them, with optional notes.'}
              </span>
            </span>
          </label>
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

      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          disabled={!isDirty || save.isPending}
          onClick={() =>
            reset({
              autoForwardOrders: settings.autoForwardOrders,
              taxRate: settings.taxRate,
              commissionPercentage: settings.commissionPercentage,
            })
          }
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

/** `/admin/settings`: automatic order forwarding, the tax rate and the commission percentage. */
export function AdminSettingsPage() {
  const query = useQuery(settingsQueryOptions());
  return (
    <div className="max-w-3xl space-y-5">
      <PageHeader
        level={2}
        title="Marketplace settings"
        description="How orders flow and what they are charged."
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
