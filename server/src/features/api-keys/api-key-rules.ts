import type { MessageKey } from '@ferry/locales';
import {
  API_KEY_PERMISSIONS,
  type ApiKeyPermission,
  type ApiKeyType,
  DomainError,
  isDomainBound,
  isPermissionAllowed,
} from '@ferry/shared/domain';

/** A key's settings once a create or an edit is applied. */
export interface KeySettings {
  type: ApiKeyType;
  permissions: readonly string[];
  domain: string | null;
  isAdvanced: boolean;
  isWhiteLabel: boolean;
}

export interface FieldIssue {
  path: string;
  code: 'custom';
  message: MessageKey;
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** The same shape the contract parser gives each field, so a screen reads both alike. */
export function fieldIssue(
  path: string,
  key: MessageKey,
  params?: Record<string, string | number>,
): FieldIssue {
  return { path, code: 'custom', message: key, key, ...(params ? { params } : {}) };
}

export function validationError(issues: readonly FieldIssue[]): DomainError {
  return new DomainError('VALIDATION_ERROR', { issues });
}

/** Keys that run an exchanger carry the white-label and advanced switches (spec 001 §6). */
function isExchangerLike(type: ApiKeyType): boolean {
  return type === 'exchanger' || type === 'white-label';
}

/** What the request asks for that the key's type cannot have; empty when all is well. */
export function findSettingIssues(settings: KeySettings): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const foreign = settings.permissions.filter(
    (permission) => !isPermissionAllowed(settings.type, permission),
  );
  if (foreign.length > 0) {
    issues.push(fieldIssue('permissions', 'validation.invalid', { value: foreign.join(', ') }));
  }
  if (settings.isWhiteLabel && !isExchangerLike(settings.type)) {
    issues.push(fieldIssue('is_white_label', 'validation.invalid'));
  }
  if (settings.isAdvanced && !isExchangerLike(settings.type)) {
    issues.push(fieldIssue('is_advanced', 'validation.invalid'));
  }
  if (isDomainBound(settings.type) && settings.domain === null) {
    issues.push(fieldIssue('domain', 'validation.required'));
  }
  if (!isDomainBound(settings.type) && settings.domain !== null) {
    issues.push(fieldIssue('domain', 'validation.invalid'));
  }
  return issues;
}

/** Stored in the type's own order without repeats, so two equal sets always read the same. */
export function orderPermissions(type: ApiKeyType, permissions: readonly string[]): ApiKeyPermission[] {
  const wanted = new Set(permissions);
  return API_KEY_PERMISSIONS[type].filter((permission) => wanted.has(permission));
}

/**
 * A domain is stored in the ASCII form DNS and browsers' origins use: lower case, an
 * internationalised name in punycode ("магазин.укр" → "xn--80aairftm.xn--j1amh").
 */
export function normalizeDomain(domain: string | null): string | null {
  if (domain === null) return null;
  const trimmed = domain.trim().toLowerCase();
  try {
    return new URL(`http://${trimmed}`).hostname;
  } catch {
    return trimmed;
  }
}
