import { CHAT_PAY_PATH } from '../../../features/chat-pay/utils/chat-pay-paths';
import type { RouteHandle } from '../../../layout/route-handle';
import { BALANCES_PATH } from '../../../shell/paths';
import type { AreaRoutes, LazyPage } from '../../lazy-page';

const HANDLES = {
  list: { title: 'chatPay.title', parentPath: BALANCES_PATH },
  send: { title: 'chatPay.form.sendTitle', parentPath: CHAT_PAY_PATH },
  request: { title: 'chatPay.form.requestTitle', parentPath: CHAT_PAY_PATH },
  // The card's own sentence is the page's heading ("Receive 10.00 USDT from Anna").
  payment: { title: 'chatPay.title', parentPath: CHAT_PAY_PATH, isTitleHidden: true },
} satisfies Record<string, RouteHandle>;

/**
 * Paying in a chat (issue 29): `/pay` lists the user's cards under Send and Request; the static
 * `/pay/send` and `/pay/request` outrank `/pay/:paymentId`, the card a `startapp=pay_<id>` link
 * opens. Signed-in only: a new Telegram user signs up by init data on the way (the terms' return
 * state keeps the card's path).
 */
export function chatPayRoutes(page: LazyPage): AreaRoutes {
  return {
    signedIn: [
      {
        path: 'pay',
        lazy: page(
          () => import('./chat-pay-pages'),
          (module) => module.ChatPayListPage,
        ),
        handle: HANDLES.list,
      },
      {
        path: 'pay/send',
        lazy: page(
          () => import('./chat-pay-pages'),
          (module) => module.ChatPaySendPage,
        ),
        handle: HANDLES.send,
      },
      {
        path: 'pay/request',
        lazy: page(
          () => import('./chat-pay-pages'),
          (module) => module.ChatPayRequestPage,
        ),
        handle: HANDLES.request,
      },
      {
        path: 'pay/:paymentId',
        lazy: page(
          () => import('./chat-pay-pages'),
          (module) => module.ChatPaymentPage,
        ),
        handle: HANDLES.payment,
      },
    ],
  };
}
