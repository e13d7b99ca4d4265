/**
 * The security headers of every response, written once. They are hono's `secureHeaders`
 * defaults less three: X-Frame-Options, Cross-Origin-Resource-Policy and
 * Cross-Origin-Opener-Policy are left out because the widget and the mini-app live inside other
 * pages' frames and windows.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
});
