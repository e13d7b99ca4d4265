/** Why an outbound URL is not called; each is a `reason` in a 400's details or a delivery's error. */
export type OutboundRefusalReason =
  | 'url_invalid'
  | 'url_has_credentials'
  | 'url_not_https'
  | 'url_not_public'
  | 'target_unresolved'
  | 'target_not_public'
  | 'response_too_large';

/** Thrown by the outbound fetch instead of connecting (or when an answer breaks its caps). */
export class OutboundRefusal extends Error {
  override readonly name = 'OutboundRefusal';
  constructor(readonly reason: OutboundRefusalReason) {
    super(`outbound request refused: ${reason}`);
  }
}

/** A refusal the caller chose by its URL (not a passing network failure): retrying cannot help. */
export function isPermanentRefusal(reason: OutboundRefusalReason): boolean {
  return reason !== 'target_unresolved' && reason !== 'response_too_large';
}
