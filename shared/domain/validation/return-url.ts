/** Names and addresses of this machine, where plain http is let through (local shops, tests). */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || /^::ffff:(127\.|7f[0-9a-f]{2}:)/.test(host)) return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * A return or callback address: https, or plain http to this machine only. Anything
 * else — `javascript:`, `data:`, `file:`, http across the internet — never reaches a link the
 * customer clicks or a request the server sends. Read after WHATWG parsing, so case, spaces and
 * tabs in the scheme cannot slip past.
 */
export function isReturnUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password || !url.hostname) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopbackHostname(url.hostname);
}
