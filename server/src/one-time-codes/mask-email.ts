/** Where the code went, without giving the whole address away: "o***a@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at);
  const last = local.length > 2 ? local.slice(-1) : '';
  return `${local.slice(0, 1)}***${last}${domain}`;
}
