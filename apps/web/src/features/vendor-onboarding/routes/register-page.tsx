import {
  CODE_RESEND_COOLDOWN_S,
  didYouMean,
  MESSAGES,
  ONBOARDING_MESSAGES,
  suggestEmail,
} from '@market/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { PublicPageLayout } from '@/components/ui/public-page-layout';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCountdown } from '@/lib/countdown';
import { useApplyAsVendor, type VendorApplicationPayload } from '../api/apply';
import { useResendOtp } from '../api/resend-otp';
import { useSendVendorOtp } from '../api/send-vendor-otp';
import { useVerifyVendorOtp } from '../api/verify-vendor-otp';
import {
  AddressStep,
  type ApplicationDraft,
  BusinessInfoStep,
  ContactStep,
  EMPTY_DRAFT,
} from '../components/application-steps';
import { ApplicationSuccess } from '../components/application-success';
import { EmailVerification } from '../components/email-verification';
import { StepIndicator } from '../components/step-indicator';

type Screen = 1 | 2 | 3 | 'verify' | 'done';
type SendFailure = { message: string; suggestion: string | null };

/** The alert text of a failed code send: the server's message or the fallback, plus a suggestion. */
export function codeSendFailure(error: unknown, email: string): SendFailure {
  if (error instanceof ApiError && error.status === 0)
    return { message: MESSAGES.networkError, suggestion: null };
  const message = errorMessage(error, ONBOARDING_MESSAGES.codeSendFailed);
  // The server refuses a mistyped common domain (EMAIL_TYPO) and proposes the same correction.
  const suggestion = error instanceof ApiError && error.code === 'EMAIL_TYPO' ? suggestEmail(email) : null;
  return { message, suggestion };
}

function toPayload(draft: ApplicationDraft): VendorApplicationPayload {
  return {
    email: draft.email,
    businessName: draft.businessName,
    businessType: draft.businessType || 'individual',
    description: draft.description,
    contactPerson: { firstName: draft.firstName, lastName: draft.lastName, phone: draft.phone },
    address: {
      street: draft.street,
      city: draft.city,
      state: draft.state,
      zipCode: draft.zipCode,
      country: draft.country,
    },
    categories: draft.categories,
    documents: { taxId: draft.taxId },
  };
}

const STEP_TEXT = {
  1: 'Tell us about your business.',
  2: 'Who should we contact about your application?',
  3: 'Where is your business, and what do you sell?',
} as const;

/**
 * /vendor/register (spec 000 sections 2, 4, 5, 8): three steps, then the first submit sends a
 * code to the e-mail and shows the verification screen; once verified, the second submit sends
 * the application and the success screen shows its ID.
 */
export function VendorRegisterPage() {
  const [screen, setScreen] = useState<Screen>(1);
  const [draft, setDraft] = useState<ApplicationDraft>(EMPTY_DRAFT);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [sendFailure, setSendFailure] = useState<SendFailure | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const countdown = useCountdown();
  const sendCode = useSendVendorOtp();
  const verifyCode = useVerifyVendorOtp();
  const resendCode = useResendOtp();
  const apply = useApplyAsVendor();

  const update = (values: Partial<ApplicationDraft>) => setDraft((d) => ({ ...d, ...values }));
  const isVerified = verifiedEmail !== null && verifiedEmail === draft.email;

  const submitStep3 = async (values: Partial<ApplicationDraft>) => {
    const next = { ...draft, ...values };
    setDraft(next);
    setSendFailure(null);
    setSubmitError(null);

    if (verifiedEmail === next.email) {
      // Second submit: the e-mail is verified, send the application.
      try {
        const result = await apply.mutateAsync(toPayload(next));
        setApplicationId(result.applicationId);
        setScreen('done');
        toast.success(result.message ?? ONBOARDING_MESSAGES.registrationSuccess, { duration: 5000 });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setVerifiedEmail(null);
        setSubmitError(errorMessage(error, ONBOARDING_MESSAGES.registrationFailed));
      }
      return;
    }

    // A code sent to this address a moment ago is still good: no new one during the cooldown.
    if (codeSentTo === next.email && countdown.secondsLeft > 0) {
      setScreen('verify');
      return;
    }
    // First submit: send the code and show the verification screen.
    try {
      await sendCode.mutateAsync({ email: next.email, businessName: next.businessName });
      setCodeSentTo(next.email);
      countdown.start(CODE_RESEND_COOLDOWN_S);
      setScreen('verify');
    } catch (error) {
      setSendFailure(codeSendFailure(error, next.email));
    }
  };

  const notice = (
    <>
      {isVerified ? (
        <Alert tone="success" title="Email verified">
          <EmailAddress email={draft.email} /> is confirmed. Submit to send your application.
        </Alert>
      ) : (
        <p className="text-sm text-slate-500">
          When you submit, we will send a 6-digit code to{' '}
          <EmailAddress email={draft.email} className="font-medium text-slate-900" /> to confirm your email.
        </p>
      )}
      {sendFailure ? (
        <Alert tone="danger" live="alert">
          {sendFailure.message}
          {sendFailure.suggestion ? (
            <>
              {' '}
              <button
                type="button"
                className="rounded font-semibold underline hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
                onClick={() => {
                  update({ email: sendFailure.suggestion ?? draft.email });
                  setSendFailure(null);
                }}
              >
                {didYouMean(sendFailure.suggestion)}
              </button>
            </>
          ) : null}
        </Alert>
      ) : null}
      {submitError ? (
        <Alert tone="danger" live="alert">
          {submitError}
        </Alert>
      ) : null}
    </>
  );

  return (
    <PublicPageLayout documentTitle="Apply to sell">
      <div className={typeof screen === 'number' ? 'mb-6 text-center' : 'sr-only'}>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Apply to sell on Marketplace
        </h1>
        <p className="mt-2 text-sm text-slate-500">
          Three short steps. We review every application and e-mail you the result.
        </p>
      </div>

      <Card className="p-6 sm:p-8">
        {typeof screen === 'number' ? (
          <>
            <StepIndicator current={screen} />
            <div className="mt-8 mb-6 border-t border-slate-100 pt-6">
              <h2 className="text-lg font-semibold text-slate-900">
                Step {screen} of 3:{' '}
                {screen === 1 ? 'Business Info' : screen === 2 ? 'Contact Details' : 'Address and Categories'}
              </h2>
              <p className="mt-0.5 text-sm text-slate-500">{STEP_TEXT[screen]}</p>
            </div>
            {screen === 1 ? (
              <BusinessInfoStep
                draft={draft}
                onNext={(values) => {
                  update(values);
                  setScreen(2);
                }}
              />
            ) : null}
            {screen === 2 ? (
              <ContactStep
                draft={draft}
                onBack={(values) => {
                  update(values);
                  setScreen(1);
                }}
                onNext={(values) => {
                  update(values);
                  setScreen(3);
                }}
              />
            ) : null}
            {screen === 3 ? (
              <AddressStep
                // A suggestion taken from the alert changes the draft: keep the step's fields.
                draft={draft}
                onBack={(values) => {
                  update(values);
                  setSendFailure(null);
                  setSubmitError(null);
                  setScreen(2);
                }}
                onSubmit={submitStep3}
                submitting={sendCode.isPending || apply.isPending}
                submitLabel="Submit Application"
                notice={notice}
              />
            ) : null}
          </>
        ) : null}

        {screen === 'verify' ? (
          <EmailVerification
            email={draft.email}
            secondsLeft={countdown.secondsLeft}
            restartCountdown={countdown.start}
            onVerify={(otp) => verifyCode.mutateAsync({ email: draft.email, otp })}
            onResend={() =>
              resendCode.mutateAsync({ email: draft.email, type: 'vendor', businessName: draft.businessName })
            }
            onVerified={() => {
              setVerifiedEmail(draft.email);
              setScreen(3);
            }}
            onBack={() => setScreen(3)}
          />
        ) : null}

        {screen === 'done' && applicationId ? (
          <ApplicationSuccess applicationId={applicationId} email={draft.email} />
        ) : null}
      </Card>
    </PublicPageLayout>
  );
}
