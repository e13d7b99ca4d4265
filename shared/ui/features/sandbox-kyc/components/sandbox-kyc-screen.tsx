import '../sandbox-kyc.css';
import { isApiError } from '@ferry/shared/api';
import type { SandboxKycApplicant } from '@ferry/shared/contracts';
import { Button, Skeleton } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { HeadedSection } from '../../../components/headed-section';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import {
  useSandboxApplicant,
  useSandboxDecision,
  useSandboxSubmission,
} from '../api/sandbox-applicant-queries';
import { SandboxKycSteps } from './sandbox-kyc-steps';

type Refusal = 'access_expired' | 'access_invalid';

/** Why the link was refused, when the server said; any other refusal reads as an invalid link. */
function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error) || (error.code !== 'ACCESS_DENIED' && error.code !== 'NOT_FOUND')) return null;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return reason === 'access_expired' ? 'access_expired' : 'access_invalid';
}

function Header({ applicant }: { applicant: SandboxKycApplicant }) {
  const t = useTranslate();
  return (
    <header className="ferry-kyc-header">
      <h1 className="ferry-kyc-title">{t('sandboxKyc.title')}</h1>
      <p className="ferry-kyc-lead" data-testid="sandbox-kyc-level">
        {t(applicant.requested_by === 'ferry' ? 'sandboxKyc.leadOwn' : 'sandboxKyc.lead', {
          level: t(`sandboxKyc.level.${applicant.level}`),
        })}
      </p>
      <p className="ferry-kyc-badge">{t('sandboxKyc.sandboxBadge')}</p>
    </header>
  );
}

/**
 * The sandbox KYC provider's hosted page (`/sandbox-kyc/:applicantId?access_token=…`), as Sumsub's
 * or Onfido's sandbox shows one: the level asked for, a photo per step taken with the camera or
 * chosen as a file (kept nowhere), the submission, then the provider's decision played with
 * sandbox buttons. A wrong or expired link is refused with the way back to the shop.
 */
export function SandboxKycScreen({
  applicantId,
  accessToken,
  returnPath = null,
}: {
  applicantId: string;
  accessToken: string;
  /** The app's path to go back to, for a user verifying their own Ferry account. */
  returnPath?: string | null;
}) {
  const t = useTranslate();
  const errorText = useApiErrorText();
  const applicant = useSandboxApplicant(applicantId, accessToken);
  const submission = useSandboxSubmission(applicantId, accessToken);
  const decision = useSandboxDecision(applicantId, accessToken);

  if (applicant.isPending)
    return (
      <Skeleton visible>
        <div className="ferry-kyc-skeleton" />
      </Skeleton>
    );
  if (applicant.isError || !applicant.data) {
    const refusal = refusalOf(applicant.error);
    return (
      <div className="ferry-kyc" data-testid="sandbox-kyc-refused">
        <StatePanel
          headingLevel={1}
          role="alert"
          title={refusal ? t('sandboxKyc.refused.title') : errorText(applicant.error)}
          description={refusal ? t(`sandboxKyc.refused.${refusal}`) : undefined}
        />
      </div>
    );
  }
  const current = applicant.data;
  let body: ReactNode;
  if (current.status === 'COMPLETED' || current.status === 'REJECTED' || current.status === 'NOT_ALLOWED') {
    const isApproved = current.status === 'COMPLETED';
    body = (
      <StatePanel
        role="status"
        title={t(isApproved ? 'sandboxKyc.result.approvedTitle' : 'sandboxKyc.result.rejectedTitle')}
        description={t(isApproved ? 'sandboxKyc.result.approvedLead' : 'sandboxKyc.result.rejectedLead')}
      />
    );
  } else if (current.status === 'PROCESSING') {
    body = (
      <HeadedSection
        className="ferry-kyc-review"
        headingId="sandbox-kyc-review-title"
        headingClassName="ferry-section-heading"
        title={t('sandboxKyc.review.title')}
      >
        <p className="ferry-kyc-lead">{t('sandboxKyc.review.lead')}</p>
        {decision.isError ? (
          <p className="ferry-field-error" role="alert">
            {errorText(decision.error)}
          </p>
        ) : null}
        <div className="ferry-kyc-decisions">
          <Button size="l" stretched loading={decision.isPending} onClick={() => decision.mutate('approved')}>
            {t('sandboxKyc.review.approve')}
          </Button>
          <Button
            size="l"
            mode="bezeled"
            stretched
            disabled={decision.isPending}
            onClick={() => decision.mutate('rejected')}
          >
            {t('sandboxKyc.review.reject')}
          </Button>
        </div>
      </HeadedSection>
    );
  } else {
    body = (
      <>
        {current.status === 'RETRY' ? (
          <StatePanel
            role="alert"
            title={t('sandboxKyc.result.retryTitle')}
            description={t('sandboxKyc.result.retryLead', { reason: current.reject_reason ?? '—' })}
          />
        ) : null}
        <SandboxKycSteps
          level={current.level}
          isSubmitting={submission.isPending}
          error={submission.isError ? errorText(submission.error) : null}
          onSubmit={(steps) => submission.mutate(steps)}
        />
      </>
    );
  }
  return (
    <div className="ferry-kyc" data-testid="sandbox-kyc" data-status={current.status}>
      <Header applicant={current} />
      {body}
      {current.requested_by === 'ferry' && returnPath ? (
        <a className="ferry-kyc-back" href={returnPath}>
          {t('sandboxKyc.backToFerry')}
        </a>
      ) : null}
    </div>
  );
}
