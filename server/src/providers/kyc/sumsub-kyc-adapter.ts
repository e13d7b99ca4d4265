import { DomainError } from '@ferry/shared/domain';
import type { SumsubSettings } from '../../config/sumsub-settings';
import { fetchConfigured, type OutboundFetch } from '../../http/outbound/outbound';
import type { KycAccess, KycDocumentHolder, KycProvider } from './kyc-provider';
import { signSumsubRequest } from './sumsub-request-signature';

export interface SumsubAdapterOptions {
  /** The server's one door out; the address comes from the settings, so the operator's rule applies. */
  fetch?: OutboundFetch;
  nowMs?: () => number;
  /** How long an SDK token and the page link last (Sumsub's default is 600 s). */
  accessTtlSeconds?: number;
  timeoutMs?: number;
}

const SUMSUB_KYC_NAME = 'sumsub';
const DEFAULT_ACCESS_TTL_SECONDS = 600;

/** Names, date of birth and country as Sumsub writes them in `info` and in each of `info.idDocs`. */
interface SumsubPersonFields {
  firstName?: unknown;
  firstNameEn?: unknown;
  lastName?: unknown;
  lastNameEn?: unknown;
  dob?: unknown;
  country?: unknown;
}

interface SumsubApplicant {
  id: string;
  externalUserId?: string;
  review?: { levelName?: string };
  /** What Sumsub recognised from the documents (`fixedInfo` is what was typed in, so not read). */
  info?: SumsubPersonFields & { idDocs?: (SumsubPersonFields & { idDocType?: unknown })[] };
}

/** The document types that prove identity; a proof of address or a selfie names no person. */
const IDENTITY_DOC_TYPES = new Set(['PASSPORT', 'ID_CARD', 'DRIVERS', 'RESIDENCE_PERMIT']);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The holder of the applicant's identity document: the Latin spelling of the names where Sumsub
 * gives one (a payout's holder is matched in Latin), the date of birth, and the issuing country of
 * the identity document itself (falling back to `info.country`). Anything missing or malformed
 * means no person rather than a half-read one.
 */
function documentHolderOf(info: SumsubApplicant['info']): KycDocumentHolder | null {
  if (!info || typeof info !== 'object') return null;
  const docs = Array.isArray(info.idDocs) ? info.idDocs : [];
  const doc = docs.find((entry) => IDENTITY_DOC_TYPES.has(String(entry?.idDocType)));
  const firstName =
    text(info.firstNameEn) ?? text(info.firstName) ?? text(doc?.firstNameEn) ?? text(doc?.firstName);
  const lastName =
    text(info.lastNameEn) ?? text(info.lastName) ?? text(doc?.lastNameEn) ?? text(doc?.lastName);
  const dateOfBirth = text(info.dob) ?? text(doc?.dob);
  const documentCountry = text(doc?.country) ?? text(info.country);
  if (!firstName || !lastName || !dateOfBirth || !documentCountry) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) || !/^[A-Z]{3}$/.test(documentCountry)) return null;
  return { firstName, lastName, dateOfBirth, documentCountry };
}

interface SumsubAnswer {
  status: number;
  body: unknown;
}

/** Sumsub's error body: `{ description, code, correlationId, errorCode?, errorName? }`. */
function errorDetails(body: unknown): { correlationId?: string; errorCode?: number } {
  if (typeof body !== 'object' || body === null) return {};
  const { correlationId, errorCode } = body as Record<string, unknown>;
  return {
    ...(typeof correlationId === 'string' ? { correlationId } : {}),
    ...(typeof errorCode === 'number' ? { errorCode } : {}),
  };
}

/**
 * Ferry's KYC provider over Sumsub's documented API: an applicant per verification at a level
 * (idempotent by externalUserId = Ferry's reference), an SDK token and the provider's own WebSDK
 * page for the customer, a level change, a deactivation, and the applicant read back for the person
 * its identity document names. Every call is signed over the exact
 * bytes it sends. A refusal or an unreachable Sumsub is SERVICE_UNAVAILABLE naming the provider,
 * the HTTP status and Sumsub's correlation id, never a body that may carry personal data.
 */
export function createSumsubKycAdapter(
  settings: SumsubSettings,
  options: SumsubAdapterOptions = {},
): KycProvider {
  const send = options.fetch ?? fetchConfigured;
  const nowMs = options.nowMs ?? Date.now;
  const ttlInSecs = options.accessTtlSeconds ?? DEFAULT_ACCESS_TTL_SECONDS;
  const apiUrl = settings.apiUrl.replace(/\/+$/, '');

  async function call(method: string, pathWithQuery: string, json?: unknown): Promise<SumsubAnswer> {
    const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json), 'utf8');
    const headers = signSumsubRequest(settings, {
      ts: Math.floor(nowMs() / 1000),
      method,
      pathWithQuery,
      body,
    });
    let response: Response;
    try {
      response = await send(`${apiUrl}${pathWithQuery}`, {
        method,
        headers: { ...headers, accept: 'application/json', 'content-type': 'application/json' },
        ...(body ? { body } : {}),
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      });
    } catch (error) {
      const isTimeout = (error as Error).name === 'TimeoutError';
      throw new DomainError(
        'SERVICE_UNAVAILABLE',
        { reason: isTimeout ? 'provider_timeout' : 'provider_unreachable', provider: 'kyc' },
        isTimeout ? 'Sumsub did not answer in time' : 'Sumsub could not be reached',
      );
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  }

  function refused(answer: SumsubAnswer, operation: string): DomainError {
    const why = answer.status === 401 || answer.status === 403 ? ' (app token or signature refused)' : '';
    return new DomainError(
      'SERVICE_UNAVAILABLE',
      {
        reason: 'provider_refused',
        provider: 'kyc',
        operation,
        status: answer.status,
        ...errorDetails(answer.body),
      },
      `Sumsub refused ${operation}: HTTP ${answer.status}${why}`,
    );
  }

  function expectApplicant(answer: SumsubAnswer, operation: string): SumsubApplicant {
    const applicant = answer.body as Partial<SumsubApplicant> | null;
    if (answer.status !== 200 || typeof applicant?.id !== 'string') throw refused(answer, operation);
    return applicant as SumsubApplicant;
  }

  const applicantPath = (applicantId: string) => `/resources/applicants/${encodeURIComponent(applicantId)}`;

  async function readApplicant(applicantId: string): Promise<SumsubApplicant> {
    return expectApplicant(await call('GET', `${applicantPath(applicantId)}/one`), 'reading the applicant');
  }

  return {
    name: SUMSUB_KYC_NAME,

    async createApplicant({ externalRef, level }) {
      const levelName = encodeURIComponent(settings.levelNames[level]);
      const created = await call('POST', `/resources/applicants?levelName=${levelName}`, {
        externalUserId: externalRef,
      });
      // A retry after a lost answer meets Sumsub's "already exists": the applicant is read back by
      // our reference, so one verification never makes two applicants.
      if (created.status === 409) {
        const existing = await call(
          'GET',
          `/resources/applicants/-;externalUserId=${encodeURIComponent(externalRef)}/one`,
        );
        return { applicantId: expectApplicant(existing, 'reading the existing applicant').id };
      }
      return { applicantId: expectApplicant(created, 'creating the applicant').id };
    },

    async issueAccess(applicantId, issuedAtMs): Promise<KycAccess> {
      // The token and the page are asked for by Sumsub's userId (our reference) and level, which the
      // applicant carries; the same userId keeps the customer on the same applicant.
      const applicant = await readApplicant(applicantId);
      const userId = applicant.externalUserId;
      const levelName = applicant.review?.levelName;
      if (!userId || !levelName) throw refused({ status: 200, body: null }, 'reading the applicant');
      const minted = await call('POST', '/resources/accessTokens/sdk', { userId, levelName, ttlInSecs });
      const token = (minted.body as { token?: unknown } | null)?.token;
      if (minted.status !== 200 || typeof token !== 'string')
        throw refused(minted, 'issuing an access token');
      const linked = await call('POST', '/resources/sdkIntegrations/levels/-/websdkLink', {
        levelName,
        userId,
        ttlInSecs,
      });
      const url = (linked.body as { url?: unknown } | null)?.url;
      if (linked.status !== 200 || typeof url !== 'string') throw refused(linked, 'issuing the page link');
      return { token, url, expiresAt: new Date(issuedAtMs + ttlInSecs * 1000) };
    },

    async changeLevel(applicantId, level) {
      const name = encodeURIComponent(settings.levelNames[level]);
      expectApplicant(
        await call('POST', `${applicantPath(applicantId)}/moveToLevel?name=${name}`),
        'changing the level',
      );
    },

    async cancelApplicant(applicantId) {
      expectApplicant(
        await call('PATCH', `${applicantPath(applicantId)}/presence/deactivated`),
        'deactivating the applicant',
      );
    },

    async readApplicant(applicantId) {
      const applicant = await readApplicant(applicantId);
      return { applicantId: applicant.id, person: documentHolderOf(applicant.info) };
    },
  };
}
