import { amountText } from '../../money-operations/transaction-view';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The sandbox monobank invoice page: one button that pays the invoice (a real page takes a card). */
export function monobankPage(input: {
  invoiceId: string;
  status: string;
  amount: string;
  currency: string;
}): string {
  const amount = `${amountText(input.amount, input.currency)} ${input.currency}`;
  const id = escapeHtml(input.invoiceId);
  const action =
    input.status === 'pending'
      ? `<form method="post" action="../payments/${id}/confirm"><button type="submit">Pay ${escapeHtml(amount)}</button></form>`
      : `<p>This invoice is ${escapeHtml(input.status)}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>monobank (sandbox)</title></head>
<body><h1>monobank — sandbox payment page</h1><p>Invoice ${id}: ${escapeHtml(amount)}</p>${action}</body></html>`;
}
