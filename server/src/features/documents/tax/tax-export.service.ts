import { randomBytes } from 'node:crypto';
import type { CreateTaxExportBody, TaxExportView } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { ModuleContext } from '../../../module-context/module-context';
import { createDocumentTexts } from '../document-texts';
import type { DocumentsRepo } from '../documents.repo';
import {
  DOCUMENT_DOWNLOAD_PATH,
  DOCUMENT_LINK_LIFETIME_MS,
  hashDownloadToken,
  requireVerified,
} from '../documents.service';
import type { IdentityVerifications } from '../identity-verifications.repo';
import { CONTENT_TYPES } from '../render/render-document';
import { accountMovements, loadAccountTransactions } from './account-movements';
import { ownDepositMovements, ownDepositSendMovements, pairOwnDeposits } from './own-deposits';
import { createRatesHistory } from './rates-history';
import type { TaxMovement } from './tax-movement';
import { buildTaxReport } from './tax-report';
import { renderTaxCsv, renderTaxXlsx, type TaxExportDocument } from './tax-sheets';
import { createPricer, type ReportCurrency } from './value-movements';
import {
  parseWalletAddress,
  type WalletEventsReader,
  type WalletMove,
  walletMovement,
} from './wallet-movements';

/** Profiles keep no preferred currency, so an export that names none is in euros. */
export const DEFAULT_TAX_CURRENCY = 'EUR';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TaxExportRequest extends CreateTaxExportBody {
  profileId: string;
}

function invalid(path: string, key: string): DomainError {
  return new DomainError('VALIDATION_ERROR', { issues: [{ path, code: 'custom', message: key, key }] });
}

/**
 * The tax export: verified identity, a fiat report currency from the catalogue, the wallets'
 * addresses parsed; then every completed transaction (and wallet TON and USD₮ move) up to the
 * period's end valued at its time, a wallet send into the user's own deposit paired with that
 * deposit as a move between holdings, FIFO over all of them, the period's rows and totals as CSV or XLSX behind
 * the documents' one-off link.
 */
export function createTaxExportService(
  ctx: ModuleContext,
  deps: {
    documents: DocumentsRepo;
    identity: IdentityVerifications;
    walletEvents: WalletEventsReader | undefined;
  },
) {
  async function reportCurrency(code: string): Promise<ReportCurrency> {
    const row = await ctx.db
      .selectFrom('currencies')
      .select(['code', 'scale', 'kind'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) throw invalid('currency', 'documents.validation.unknownCurrency');
    if (row.kind !== 'fiat') throw invalid('currency', 'documents.tax.validation.notFiat');
    return { code: row.code, scale: row.scale };
  }

  return {
    async create(request: TaxExportRequest): Promise<TaxExportView> {
      const currency = await reportCurrency((request.currency ?? DEFAULT_TAX_CURRENCY).toUpperCase());
      const wallets = (request.wallets ?? []).map((text, index) => {
        const address = parseWalletAddress(text);
        if (!address) throw invalid(`wallets.${index}`, 'documents.tax.validation.wallet');
        return address;
      });
      const verification = await requireVerified(deps.identity, request.profileId);
      const now = new Date(ctx.nowMs());
      const start = new Date(`${request.from}T00:00:00Z`);
      const end = new Date(Math.min(Date.parse(`${request.to}T00:00:00Z`) + DAY_MS, now.getTime() + 1));

      const currencies = await ctx.db.selectFrom('currencies').select(['code', 'scale']).execute();
      const scales = new Map(currencies.map((row) => [row.code, row.scale]));
      const scaleOf = (code: string) => {
        const scale = scales.get(code);
        if (scale === undefined)
          throw new Error(`A transaction names currency ${code}, not in the catalogue`);
        return scale;
      };
      const pricer = createPricer(createRatesHistory(ctx.db), currency);
      const rows = await loadAccountTransactions(ctx.db, request.profileId, end);
      const moves: WalletMove[] = [];
      if (wallets.length > 0) {
        if (!deps.walletEvents)
          throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'wallet_events_unavailable' });
        for (const wallet of wallets) moves.push(...(await deps.walletEvents(wallet, end)));
      }
      // A send from a named wallet into the user's own deposit moves the asset between holdings.
      const pairs = pairOwnDeposits(moves, rows);
      const ownDeposits = new Set(pairs.values());
      const movements: TaxMovement[] = [];
      for (const row of rows)
        movements.push(
          ...(ownDeposits.has(row)
            ? await ownDepositMovements(row, scaleOf(row.currency), pricer)
            : await accountMovements(row, currency, scaleOf, pricer)),
        );
      for (const move of moves)
        movements.push(
          ...(pairs.has(move)
            ? await ownDepositSendMovements(move, pricer)
            : [await walletMovement(move, pricer)]),
        );
      const document: TaxExportDocument = {
        report: buildTaxReport(movements, start),
        currency,
        period: { from: request.from, to: request.to },
      };

      const owner = await ctx.db
        .selectFrom('profiles')
        .innerJoin('users', 'users.id', 'profiles.user_id')
        .select(['profiles.name', 'users.language', 'users.email'])
        .where('profiles.id', '=', request.profileId)
        .executeTakeFirstOrThrow();
      const texts = createDocumentTexts(owner.language);
      const bytes =
        request.format === 'CSV'
          ? renderTaxCsv(document, texts)
          : await renderTaxXlsx(
              document,
              {
                holderName: verification.full_name ?? owner.name ?? owner.email ?? request.profileId,
                accountNumber: request.profileId,
                issuedAt: now,
                isSandbox: ctx.config.providersMode === 'sandbox',
              },
              texts,
            );
      const token = randomBytes(32).toString('base64url');
      const filename = `ferry-tax-export-${request.from}-${request.to}.${request.format.toLowerCase()}`;
      const stored = await deps.documents.insert({
        profile_id: request.profileId,
        type: 'tax-export',
        format: request.format,
        period_from: request.from,
        period_to: request.to,
        currency: currency.code,
        language: owner.language,
        filename,
        content_type: CONTENT_TYPES[request.format],
        content: Buffer.from(bytes),
        size_bytes: bytes.length,
        download_token_hash: hashDownloadToken(token),
        expires_at: new Date(now.getTime() + DOCUMENT_LINK_LIFETIME_MS),
      });
      return {
        id: stored.id,
        type: 'tax-export',
        format: request.format,
        filename,
        content_type: CONTENT_TYPES[request.format],
        size_bytes: bytes.length,
        created_at: stored.created_at.toISOString(),
        expires_at: stored.expires_at.toISOString(),
        download_url: `${ctx.config.publicUrl}${DOCUMENT_DOWNLOAD_PATH}/${stored.id}?token=${token}`,
      };
    },
  };
}
