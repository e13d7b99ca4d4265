import type { RouteHandle } from '../../../layout/route-handle';
import { BALANCES_PATH, DEPOSIT_CURRENCY_LIST_PATH, DEPOSIT_PATH } from '../../../shell/paths';
import type { AreaRoutes, LazyPage } from '../../lazy-page';

const HANDLES = {
  payways: { title: 'deposit.title', parentPath: BALANCES_PATH },
  currencyList: { title: 'deposit.currencies.title', parentPath: DEPOSIT_PATH },
  crypto: { title: 'deposit.crypto.title', parentPath: `${DEPOSIT_CURRENCY_LIST_PATH}?payway=crypto` },
  form: { title: 'deposit.form.title', parentPath: DEPOSIT_PATH },
  insertCard: { title: 'deposit.card.title', parentPath: DEPOSIT_PATH },
  confirm: { title: 'deposit.confirm.title', parentPath: DEPOSIT_PATH },
} satisfies Record<string, RouteHandle>;

/** The deposit area's screens (spec 000 §2 "Deposit"). */
export function depositRoutes(page: LazyPage): AreaRoutes {
  const flow = () => import('./deposit-flow-pages');
  return {
    signedIn: [
      {
        path: 'balances/deposit',
        lazy: page(
          () => import('./deposit-payways-page'),
          (module) => module.DepositPaywaysPage,
        ),
        handle: HANDLES.payways,
      },
      {
        path: 'balances/deposit/currency-list',
        lazy: page(
          () => import('./deposit-currency-list-page'),
          (module) => module.DepositCurrencyListPage,
        ),
        handle: HANDLES.currencyList,
      },
      {
        path: 'balances/deposit/crypto/:currency?',
        lazy: page(
          () => import('./crypto-deposit-page'),
          (module) => module.CryptoDepositPage,
        ),
        handle: HANDLES.crypto,
      },
      {
        path: 'balances/deposit/:paywayType/:currency?/form',
        lazy: page(flow, (module) => module.DepositFormPage),
        handle: HANDLES.form,
      },
      {
        path: 'balances/deposit/:paywayType/:currency?/insert-card',
        lazy: page(flow, (module) => module.DepositInsertCardPage),
        handle: HANDLES.insertCard,
      },
      {
        path: 'balances/deposit/:paywayType/:currency?/confirm',
        lazy: page(flow, (module) => module.DepositConfirmPage),
        handle: HANDLES.confirm,
      },
      {
        path: 'balances/deposit/:paywayType/:currency?/personal-info',
        lazy: page(flow, (module) => module.DepositPersonalInfoPage),
        handle: HANDLES.form,
      },
    ],
  };
}
