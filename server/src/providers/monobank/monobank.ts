export interface MonobankInvoiceRequest {
  paymentId: string;
  amountMinor: bigint;
  currency: string;
}

/** monobank acquiring: an invoice with a payment page the payer opens; payment is reported later. */
export interface MonobankProvider {
  name: string;
  createInvoice(request: MonobankInvoiceRequest): Promise<{ invoiceId: string; pageUrl: string }>;
}
