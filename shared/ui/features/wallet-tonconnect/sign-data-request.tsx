import type { WalletRequest } from '../../../wallet/tonconnect/tonconnect-api';
import { ActionForm } from '../../components/enter-form';
import { useTranslate } from '../../i18n/use-translate';
import { RequestDecisionFooter, RequestUnlockFields, useRequestDecision } from './request-decision';
import type { RequestViewProps } from './transaction-request';

type SignDataRequest = Extract<WalletRequest, { kind: 'signData' }>;

/**
 * A dApp's signData: text shown verbatim (whitespace kept, nothing rendered as markup); binary
 * and cell payloads cannot be read by a person, so the screen says so before the signature.
 */
export function SignDataRequestView({
  request,
  session,
  tonconnect,
  decide,
}: RequestViewProps<SignDataRequest>) {
  const t = useTranslate();
  const decision = useRequestDecision({ request, tonconnect, decide });
  const name = session.manifest.name;
  const { payload } = request;

  return (
    <ActionForm className="ferry-form ferry-tonconnect" onSubmit={() => void decision.confirm()}>
      {payload.type === 'text' ? (
        <section className="ferry-tonconnect-sign-text">
          <h2 className="ferry-section-heading">{t('wallet.tonconnect.request.signData.textLabel')}</h2>
          <pre className="ferry-tonconnect-verbatim">{payload.text}</pre>
        </section>
      ) : (
        <section className="ferry-tonconnect-warnings" role="alert">
          <p>
            <span aria-hidden="true">⚠ </span>
            {payload.type === 'binary'
              ? t('wallet.tonconnect.request.signData.binaryWarning', { name })
              : t('wallet.tonconnect.request.signData.cellWarning', { name, schema: payload.schema })}
          </p>
        </section>
      )}
      <p className="ferry-tonconnect-note">{t('wallet.tonconnect.request.signData.noFunds')}</p>
      <RequestUnlockFields unlock={decision.unlock} isBusy={decision.isBusy} />
      <RequestDecisionFooter decision={decision} />
    </ActionForm>
  );
}
