import {
  cancelPaymentOrder,
  completePayOrder3ds,
  createPaymentOrder,
  getPaymentOrder,
  getPayOrder,
  payPayOrder,
} from '@ferry/shared/contracts';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute, requireMerchant, requireTrx } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createPaymentOrderSweeper } from './order-sweeper';
import { createPaymentOrdersService, type PaymentOrdersDeps } from './payment-orders.service';

/**
 * Payment orders: a merchant's server creates, reads and cancels them with signed
 * requests; the pay frame reads and pays one by its token, as a guest; the sweeper expires the
 * unpaid and follows payments under way.
 */
export function createPaymentOrdersModule(
  ctx: ModuleContext,
  ports: Omit<PaymentOrdersDeps, 'ctx'>,
): AppModule {
  const service = createPaymentOrdersService({ ctx, ...ports });
  const token = (params: Record<string, string>) => params.token ?? '';
  return {
    routes: [
      defineRoute(createPaymentOrder, (input) =>
        service.create(requireTrx(input), requireMerchant(input), input.body),
      ),
      defineRoute(getPaymentOrder, (input) => service.get(requireMerchant(input), input.params.id ?? '')),
      defineRoute(cancelPaymentOrder, (input) =>
        service.cancel(requireMerchant(input), input.params.id ?? ''),
      ),
      defineRoute(getPayOrder, (input) => {
        setAnswerHeader(input.c, 'Cache-Control', 'no-store');
        return service.read(token(input.params));
      }),
      defineRoute(payPayOrder, (input) =>
        service.pay(requireTrx(input), token(input.params), input.body, input.caller),
      ),
      defineRoute(completePayOrder3ds, (input) =>
        service.complete3ds(requireTrx(input), token(input.params), input.body.code),
      ),
    ],
    workers: [
      createPaymentOrderSweeper({
        db: ctx.db,
        nowMs: ctx.nowMs,
        ledger: ctx.ledger,
        transactions: ctx.transactions,
        orderDeposits: ports.orderDeposits,
        merchantWebhooks: ports.merchantWebhooks,
      }),
    ],
  };
}
