import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { fieldError } from '../../http/field-error';
import { toMinor } from '../../ledger/minor';
import { parsePositiveAmount } from '../../money-operations/amounts';
import { noteOutsideCall } from '../../money-operations/money-transaction';
import type { TransactionRow } from '../../money-operations/transaction-view';
import { type CreditOutcome, creditArrival, parkLateArrival } from './deposit-credit';
import { type DepositDeps, type DepositRequest, type FlowResult, WAIT_LIMITS_MS } from './deposit-flow';
import type { ExternalPaymentKind } from './deposits.schema';

/** A deposit waiting for a payment made elsewhere, remembered by the reference it will arrive with. */
async function waitForPayment(
  deps: DepositDeps,
  request: DepositRequest,
  payment: { kind: ExternalPaymentKind; provider: string; reference: string; waitMs: number },
  row: TransactionRow,
  requisite: Record<string, unknown> | null,
): Promise<TransactionRow> {
  await request.trx
    .insertInto('external_payments')
    .values({
      transaction_id: row.id,
      kind: payment.kind,
      provider: payment.provider,
      reference: payment.reference,
      expected_amount: request.terms.amountMinor,
      received_amount: null,
      settled_at: null,
    })
    .execute();
  return deps.transactions.transition(request.trx, row.id, 'WAIT', {
    changes: {
      provider_ref: payment.reference,
      expires_at: new Date(deps.nowMs() + payment.waitMs),
      ...(requisite ? { requisite: JSON.stringify(requisite) } : {}),
    },
    reason: `waiting_for_${payment.kind}`,
  });
}

/** SEPA, IBAN (USD) and Ukrainian IBAN: the user sends a transfer to the bank details shown. */
export async function startBankTransferDeposit(
  deps: DepositDeps,
  request: DepositRequest,
): Promise<FlowResult> {
  const provider = deps.providers.bankTransfer;
  const row = await deps.transactions.create(request.trx, request.transaction);
  const details = provider.detailsFor({
    externalId: row.external_id,
    payway: request.terms.payway.code,
    currency: row.currency,
  });
  if (!details)
    throw new DomainError('UNAVAILABLE_PWCU', { payway: request.terms.payway.code, currency: row.currency });
  const waiting = await waitForPayment(
    deps,
    request,
    {
      kind: 'bank_transfer',
      provider: provider.name,
      reference: details.reference,
      waitMs: WAIT_LIMITS_MS.bankTransfer,
    },
    row,
    { bank_details: details },
  );
  return { row: waiting, nextAction: { type: 'bank_transfer' } };
}

/** Blik: the 6-digit code from the payer's bank app; approved, declined, or confirmed in the app later. */
export async function startBlikDeposit(deps: DepositDeps, request: DepositRequest): Promise<FlowResult> {
  const code = request.body.blik_code;
  if (!code) throw fieldError('blik_code', 'validation.required');
  const provider = deps.providers.blik;
  const row = await deps.transactions.create(request.trx, request.transaction);
  noteOutsideCall(request.trx);
  const outcome = await provider.authorize({
    paymentId: row.id,
    code,
    amountMinor: request.terms.amountMinor,
    currency: row.currency,
  });
  if (outcome.status === 'declined')
    throw new DomainError('UNABLE_DEPOSIT', { reason: outcome.reason, payway: 'blik' });
  const payment = {
    kind: 'blik' as const,
    provider: provider.name,
    reference: outcome.providerRef,
    waitMs: WAIT_LIMITS_MS.blik,
  };
  const waiting = await waitForPayment(deps, request, payment, row, null);
  if (outcome.status === 'pending') return { row: waiting, nextAction: { type: 'confirm_in_bank_app' } };
  const settled = await settleExternalPayment(deps, request.trx, {
    kind: 'blik',
    reference: outcome.providerRef,
  });
  return { row: settled.row, nextAction: null };
}

/** monobank: the payer opens the invoice's payment page. */
export async function startMonobankDeposit(deps: DepositDeps, request: DepositRequest): Promise<FlowResult> {
  const provider = deps.providers.monobank;
  const row = await deps.transactions.create(request.trx, request.transaction);
  noteOutsideCall(request.trx);
  const invoice = await provider.createInvoice({
    paymentId: row.id,
    amountMinor: request.terms.amountMinor,
    currency: row.currency,
  });
  const payment = {
    kind: 'monobank' as const,
    provider: provider.name,
    reference: invoice.invoiceId,
    waitMs: WAIT_LIMITS_MS.monobank,
  };
  const waiting = await waitForPayment(deps, request, payment, row, null);
  return { row: waiting, nextAction: { type: 'redirect', url: invoice.pageUrl } };
}

export interface SettledPayment {
  /** `already_settled` when this payment was credited (or parked) before: nothing moved now. */
  outcome: CreditOutcome;
  row: TransactionRow;
}

/**
 * A payment made elsewhere arrived (a bank transfer by its reference, a confirmed Blik or
 * monobank payment). Under a lock on the payment it is booked once: a second report of the same
 * payment changes nothing. A bank transfer for a deposit that already expired is real money all
 * the same: it is kept in suspense for support, never dropped.
 */
export async function settleExternalPayment(
  deps: DepositDeps,
  trx: Kysely<Schema>,
  input: { kind?: ExternalPaymentKind; reference: string; arrivedAmount?: string | undefined },
): Promise<SettledPayment> {
  let query = trx.selectFrom('external_payments').selectAll().where('reference', '=', input.reference);
  if (input.kind) query = query.where('kind', '=', input.kind);
  const payment = await query.forUpdate().executeTakeFirst();
  if (!payment) throw new DomainError('NOT_FOUND', { reason: 'unknown_reference' });
  const current = await trx
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', payment.transaction_id)
    .executeTakeFirstOrThrow();
  if (payment.status !== 'pending') return { outcome: 'already_settled', row: current };
  const arrivedMinor =
    input.arrivedAmount === undefined
      ? toMinor(payment.expected_amount)
      : parsePositiveAmount(input.arrivedAmount, current.currency);
  const settledAt = new Date(deps.nowMs());
  const isOpen = ['NEW', 'WAIT', 'PROCESSING'].includes(current.status);
  if (!isOpen) {
    if (payment.kind !== 'bank_transfer')
      throw new DomainError('CONFLICT_ERROR', { reason: 'payment_no_longer_open', status: current.status });
    await parkLateArrival(trx, deps.ledger, current, { provider: payment.provider, arrivedMinor });
    await trx
      .updateTable('external_payments')
      .set({ status: 'suspense', received_amount: arrivedMinor, settled_at: settledAt })
      .where('id', '=', payment.id)
      .execute();
    return { outcome: 'suspense', row: current };
  }
  const credited = await creditArrival(trx, deps, {
    transactionId: payment.transaction_id,
    provider: payment.provider,
    arrivedMinor,
  });
  await trx
    .updateTable('external_payments')
    .set({
      status: credited.outcome === 'suspense' ? 'suspense' : 'credited',
      received_amount: arrivedMinor,
      settled_at: settledAt,
    })
    .where('id', '=', payment.id)
    .execute();
  return credited;
}
