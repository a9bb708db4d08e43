// /rental-agreement (spec section 2): Intro, Parties, Property & Terms, Review & Print, Success.
// Submit keeps the agreement in this browser (myAgreements) and, when signed in, on the account.
// /rental-agreement?deal=ID starts from a rental deal's draft and saves the agreement to that deal.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import type { TAgreementDraft } from '#shared/contracts/deal.ts';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { useDealDraft } from '../api/get-deal-draft.ts';
import { formatDisplayDate } from '#shared/agreement/document.ts';
import { newAgreementId, toAgreementRecord } from '#shared/agreement/record.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { paths } from '#web/app/paths.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { useSaveAgreement } from '../api/save-agreement.ts';
import { IntroStep } from '../components/intro-step.tsx';
import { PartiesStep } from '../components/parties-step.tsx';
import { ReviewStep } from '../components/review-step.tsx';
import { SuccessStep, type SaveOutcome } from '../components/success-step.tsx';
import { TermsStep } from '../components/terms-step.tsx';
import { WizardProgress } from '../components/wizard-progress.tsx';
import { INITIAL_AGREEMENT_FORM, STEP_FIELDS, useAgreementWizard } from '../hooks/use-agreement-wizard.ts';
import { storeLocalAgreement } from '../lib/local-agreements.ts';
import { renewalOf } from '../lib/renewal.ts';
import { clearAgreementDraft, readAgreementDraft, writeAgreementDraft } from '../lib/agreement-draft.ts';
import { useStepAddress } from '#web/lib/use-step-address.ts';
import { validateAgreementFields } from '#shared/agreement/validators.ts';
import styles from '../components/agreements.module.css';

const formFromDraft = ({ dealId: _dealId, ...draft }: TAgreementDraft): TAgreementForm => ({ ...INITIAL_AGREEMENT_FORM, ...draft });

export default function RentalAgreementPage() {
  const [searchParams] = useSearchParams();
  const dealId = /^\d{1,10}$/.test(searchParams.get('deal') ?? '') ? Number(searchParams.get('deal')) : null;
  const draft = useDealDraft(dealId);
  if (dealId === null) return <AgreementBuilder />;
  if (draft.isPending)
    return (
      <div className="container page">
        <LoadingState label="Filling the agreement from your rental..." />
      </div>
    );
  if (draft.isError) {
    return (
      <div className="container page">
        <ErrorState title="Could not start the rental agreement" message={draft.error.message} onRetry={() => draft.refetch()} />
      </div>
    );
  }
  return <AgreementBuilder fromDeal={draft.data} />;
}

function AgreementBuilder({ fromDeal }: { fromDeal?: TAgreementDraft }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [renewal, setRenewal] = useState(() => (fromDeal ? null : renewalOf(location.state)));
  const [deal, setDeal] = useState(fromDeal ?? null);
  const { user, isAuthenticated } = useSession();
  const userId = user?.id ?? null;
  // A renewal or a rental deal starts at the parties, filled; a new agreement where it was left on this device.
  const isPlain = !renewal && !deal;
  const address = useStepAddress(5, isPlain ? 1 : 2);
  const [initialForm] = useState(() => renewal?.form ?? (deal ? formFromDraft(deal) : (readAgreementDraft(userId) ?? undefined)));
  const wizard = useAgreementWizard(address, initialForm);
  const [agreementId, setAgreementId] = useState(newAgreementId);
  const [outcome, setOutcome] = useState<SaveOutcome>({ kind: 'device-only' });
  /** Whether this agreement was made here: only then is the success step shown. */
  const [isMade, setIsMade] = useState(false);
  const saveToAccount = useSaveAgreement();
  const madeOn = todayInIndia();
  const top = useRef<HTMLDivElement>(null);
  const shownStep = useRef(wizard.step);

  useEffect(() => {
    document.title = 'Online Rental Agreement | Gruha';
  }, []);

  useEffect(() => {
    if (isPlain && wizard.step < 5) writeAgreementDraft(userId, wizard.form);
  }, [isPlain, userId, wizard.form, wizard.step]);

  // An address names a step the form is not ready for (a refresh after the agreement was made, a
  // link to a later step): the first step that still needs something.
  const { step: shownAt, setStep } = wizard;
  useEffect(() => {
    const firstOpen = ([2, 3] as const).find((at) => Object.keys(validateAgreementFields(STEP_FIELDS[at] ?? [], wizard.form)).length > 0);
    if (shownAt === 5 && !isMade) setStep(firstOpen ?? 4);
    else if (shownAt > 2 && shownAt < 5 && firstOpen !== undefined && firstOpen < shownAt) setStep(firstOpen);
  }, [shownAt, isMade, setStep, wizard.form]);

  // Each step replaces the page: bring its heading into view and focus, for keyboard and screen readers.
  useEffect(() => {
    // Compared with the step last shown, so a re-run of the effect (StrictMode, Suspense) moves nothing.
    if (shownStep.current === wizard.step) return;
    shownStep.current = wizard.step;
    const heading = top.current?.querySelector<HTMLElement>('form h2, section h2') ?? top.current?.querySelector<HTMLElement>('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
    window.scrollTo({ top: 0 });
  }, [wizard.step]);

  const submit = async () => {
    const record = toAgreementRecord(agreementId, wizard.form, new Date().toISOString(), madeOn);
    let next: SaveOutcome = { kind: 'device-only' };
    try {
      storeLocalAgreement(record);
    } catch {
      next = { kind: 'local-failed' };
    }
    if (isAuthenticated) {
      try {
        await saveToAccount.mutateAsync({ agreementId, ...wizard.form, dealId: deal?.dealId ?? null });
        next = { kind: 'account' };
      } catch (error) {
        if (next.kind !== 'local-failed') next = { kind: 'account-failed', message: (error as Error).message };
      }
    }
    setOutcome(next);
    setIsMade(true);
    clearAgreementDraft(userId);
    wizard.setStep(5);
  };

  const createAnother = () => {
    setIsMade(false);
    clearAgreementDraft(userId);
    wizard.reset();
    setAgreementId(newAgreementId());
    setRenewal(null);
    setDeal(null);
    void navigate(paths.rentalAgreement(), { replace: true, state: null });
  };

  const { step } = wizard;
  return (
    <div className={`container ${styles.wizardPage}`}>
      <div className="page" ref={top}>
        {step >= 2 && step <= 4 && (
          <>
            <h1 className="page-title">{renewal ? 'Renew Rental Agreement' : 'Create Rental Agreement'}</h1>
            <WizardProgress step={step} />
            {renewal && (
              <p className="banner banner-info">
                Renewing agreement {renewal.agreementId}: the parties, property and terms are copied, starting{' '}
                {formatDisplayDate(renewal.form.startDate)}, the day after it ends. Check them and continue.
              </p>
            )}
            {deal && (
              <p className="banner banner-info">
                Filled from your rental deal: the owner, tenant, phones, address, rent, deposit and start date. Add the ID numbers, check everything
                and continue; the agreement is saved to the deal.
              </p>
            )}
          </>
        )}
        {step === 1 && <IntroStep onStart={wizard.next} />}
        {step === 2 && <PartiesStep wizard={wizard} />}
        {step === 3 && <TermsStep wizard={wizard} />}
        {step === 4 && (
          <ReviewStep wizard={wizard} agreementId={agreementId} madeOn={madeOn} isSubmitting={saveToAccount.isPending} onSubmit={submit} />
        )}
        {step === 5 && <SuccessStep form={wizard.form} agreementId={agreementId} madeOn={madeOn} outcome={outcome} onCreateAnother={createAnother} />}
      </div>
    </div>
  );
}
