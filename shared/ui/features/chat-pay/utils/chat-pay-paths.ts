/** Paying in a chat (issue 29): the list with Send and Request, the two forms, one card. */
export const CHAT_PAY_PATH = '/pay';
export const CHAT_PAY_SEND_PATH = '/pay/send';
export const CHAT_PAY_REQUEST_PATH = '/pay/request';
/** Where `startapp=pay_<id>` opens in the mini-app (miniapp/src/start-route.ts). */
export const chatPaymentPath = (paymentId: string) => `/pay/${encodeURIComponent(paymentId)}`;
