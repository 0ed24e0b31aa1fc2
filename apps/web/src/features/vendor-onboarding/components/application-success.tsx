import { ONBOARDING_MESSAGES } from '@market/domain';
import { CircleCheckBig, LogIn, Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';

/** The success screen: the application ID, prominently, and where to go next (spec 000 section 2). */
export function ApplicationSuccess({ applicationId, email }: { applicationId: string; email: string }) {
  return (
    <section aria-labelledby="application-success-title" className="flex flex-col items-center text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600">
        <CircleCheckBig className="size-7" aria-hidden="true" />
      </div>
      <h2 id="application-success-title" className="text-xl font-semibold text-slate-900">
        Application submitted
      </h2>
      <p className="mt-1.5 max-w-md text-sm text-slate-600" role="status">
        {ONBOARDING_MESSAGES.registrationSuccess}
      </p>

      <div className="mt-6 w-full rounded-xl border border-indigo-200 bg-indigo-50 px-6 py-5">
        <p
          className="text-xs font-semibold tracking-wide text-indigo-700 uppercase"
          id="application-id-label"
        >
          Your application ID
        </p>
        <p
          className="mt-1 text-2xl font-bold tracking-wide text-indigo-950 tabular-nums sm:text-3xl"
          data-testid="application-id"
        >
          {applicationId}
        </p>
        <p className="mt-2 text-sm text-indigo-900/80">
          Keep this ID to check your application status. We also sent it to{' '}
          <EmailAddress email={email} className="font-medium" />.
        </p>
      </div>

      <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Link
          to={`/vendor/application-status?id=${encodeURIComponent(applicationId)}`}
          className={buttonClasses({ size: 'lg' })}
        >
          <Search className="size-4" aria-hidden="true" />
          Check Application Status
        </Link>
        <Link to="/vendor/login" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          <LogIn className="size-4" aria-hidden="true" />
          Go to Vendor Login
        </Link>
      </div>
    </section>
  );
}
