import type { MonobankProvider } from './monobank';

/**
 * The sandbox monobank: the invoice's payment page is served by the server itself at
 * `/api/dev/sandbox/monobank/:invoiceId`; its "Pay" button (or a test's POST to
 * `/api/dev/sandbox/payments/:invoiceId/confirm`) pays the invoice.
 */
export function createSandboxMonobank(publicUrl: string): MonobankProvider {
  return {
    name: 'sandbox-monobank',
    async createInvoice(request) {
      const invoiceId = `sbxmono_${request.paymentId.replaceAll('-', '')}`;
      return { invoiceId, pageUrl: `${publicUrl}/api/dev/sandbox/monobank/${invoiceId}` };
    },
  };
}
