import { createDocument, createTaxExport } from '@ferry/shared/contracts';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { enforceRate, type RateRule } from '../../rate-limit/rate-limiter';
import { createDocumentDownloadRoute } from './document-download';
import { createDocumentsRepo } from './documents.repo';
import { createDocumentsService } from './documents.service';
import { createIdentityVerifications } from './identity-verifications.repo';
import { NO_STATEMENT_CARDS, type StatementCards } from './statement/statement-cards';
import { recordRateSnapshots } from './tax/rates-history';
import { createTaxExportService } from './tax/tax-export.service';
import { createWalletEventsReader } from './tax/wallet-movements';

/** Rendering a PDF costs CPU; a person needs a handful of documents an hour. */
export const DOCUMENTS_PER_HOUR: RateRule = { name: 'documents-per-user', limit: 30, windowSeconds: 3600 };
const PURGE_INTERVAL_MS = 5 * 60 * 1000;
/** How often the tax export's rates history takes every currency's price. */
export const RATE_SNAPSHOT_INTERVAL_MS = 5 * 60 * 1000;

/**
 * `POST documents` (a statement or a letter of good standing as PDF, XLSX or CSV, answered with a
 * short-lived download link), `POST documents/tax-export` (the tax export, CSV or XLSX, behind
 * the same link), the download route itself, the worker that purges old files, and the worker
 * that keeps the rates history the tax export values movements with.
 * `cards` adds the balances of the payment cards issued from the profile to its statement.
 */
export function createDocumentsModule(
  ctx: ModuleContext,
  ports: { cards: StatementCards } = { cards: NO_STATEMENT_CARDS },
): AppModule {
  const documents = createDocumentsRepo(ctx.db);
  const identity = createIdentityVerifications(ctx.db);
  const service = createDocumentsService(ctx, { documents, identity, cards: ports.cards });
  const taxExports = createTaxExportService(ctx, {
    documents,
    identity,
    walletEvents: createWalletEventsReader(ctx.tonChain),
  });
  return {
    routes: [
      defineRoute(createDocument, async (input) => {
        const user = requireUser(input);
        await enforceRate(ctx.rateLimiter, DOCUMENTS_PER_HOUR, user.userId);
        return service.create({ userId: user.userId, profileId: input.profileId, ...input.body });
      }),
      defineRoute(createTaxExport, async (input) => {
        const user = requireUser(input);
        await enforceRate(ctx.rateLimiter, DOCUMENTS_PER_HOUR, user.userId);
        return taxExports.create({ profileId: input.profileId, ...input.body });
      }),
      createDocumentDownloadRoute({ documents, nowMs: ctx.nowMs }),
    ],
    workers: [
      {
        name: 'documents-purge',
        intervalMs: PURGE_INTERVAL_MS,
        runOnce: () => documents.purgeExpired(new Date(ctx.nowMs())),
      },
      {
        name: 'rate-snapshots',
        intervalMs: RATE_SNAPSHOT_INTERVAL_MS,
        runOnce: () => recordRateSnapshots(ctx.db, ctx.rates, new Date(ctx.nowMs())),
      },
    ],
  };
}
