import { isIP } from 'node:net';
import { DomainError } from '@ferry/shared/domain';
import { isPublicAddress } from './webhook-target';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

function refuse(reason: string, field: string): DomainError {
  return new DomainError('VALIDATION_ERROR', {
    reason,
    issues: [{ path: field, code: 'custom', message: 'validation.url', key: 'validation.url' }],
  });
}

/**
 * Refuses a webhook URL the server must not call: https only, no credentials in it, no address
 * literal outside the public internet. Plain http is let through for localhost alone and only
 * where the server may reach private networks (`WEBHOOK_ALLOW_PRIVATE_TARGETS`, development):
 * the same switch the sender obeys, so a URL accepted here is one the worker will call.
 * (Names are resolved again at every attempt, where a private answer is refused.) `field` names
 * the refused input in the error's issue (a key's endpoint `url`, a widget frame's `callbackUrl`).
 */
export function checkWebhookUrl(text: string, canReachPrivateTargets: boolean, field = 'url'): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('url_invalid', field);
  }
  if (url.username || url.password) throw refuse('url_has_credentials', field);
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (url.protocol === 'http:') {
    if (!canReachPrivateTargets || !LOOPBACK_NAMES.has(hostname)) throw refuse('url_not_https', field);
    return url.toString();
  }
  if (url.protocol !== 'https:') throw refuse('url_not_https', field);
  const isPrivateLiteral = isIP(hostname) !== 0 && !isPublicAddress(hostname);
  if (!canReachPrivateTargets && (isPrivateLiteral || LOOPBACK_NAMES.has(hostname)))
    throw refuse('url_not_public', field);
  return url.toString();
}
