import type { RouteHandle } from '../../../layout/route-handle';
import {
  EXCHANGE_CONFIRM_PATH,
  EXCHANGE_INSERT_CARD_PATH,
  EXCHANGE_PATH,
  EXCHANGE_PERSONAL_INFO_PATH,
  EXCHANGE_REQUISITES_PATH,
} from '../../../shell/paths';
import type { AreaRoutes, LazyPage } from '../../lazy-page';
import { CurrencyPickerPage } from './currency-picker-page';
import { ExchangePage } from './exchange-page';

const HANDLES = {
  exchange: { title: 'exchange.title', hasAccountLink: true },
  currencyList: {
    title: (params) => (params.side === 'from' ? 'exchange.youPay' : 'exchange.youGet'),
    parentPath: EXCHANGE_PATH,
  },
  requisites: { title: 'exchange.requisites.title', parentPath: EXCHANGE_PATH },
  insertCard: { title: 'exchange.card.title', parentPath: EXCHANGE_PATH },
  personalInfo: { title: 'exchange.personalInfo.title', parentPath: EXCHANGE_PATH },
  confirm: { title: 'exchange.confirm.title', parentPath: EXCHANGE_PATH },
} satisfies Record<string, RouteHandle>;

const relative = (path: string) => path.replace(/^\//, '');

/**
 * The exchange area (spec 000 §2): the form and its currency lists are open to visitors (live
 * prices before sign-in); the order's steps need a user. The landing itself is not lazy: it is
 * the first screen most people see.
 */
export function exchangeRoutes(page: LazyPage): AreaRoutes {
  return {
    open: [
      { path: 'exchange', element: <ExchangePage />, handle: HANDLES.exchange },
      { path: 'exchange/currency-list/:side', element: <CurrencyPickerPage />, handle: HANDLES.currencyList },
    ],
    signedIn: [
      {
        path: relative(EXCHANGE_REQUISITES_PATH),
        lazy: page(
          () => import('./exchange-requisites-page'),
          (module) => module.ExchangeRequisitesPage,
        ),
        handle: HANDLES.requisites,
      },
      {
        path: relative(EXCHANGE_INSERT_CARD_PATH),
        lazy: page(
          () => import('./exchange-insert-card-page'),
          (module) => module.ExchangeInsertCardPage,
        ),
        handle: HANDLES.insertCard,
      },
      {
        path: relative(EXCHANGE_PERSONAL_INFO_PATH),
        lazy: page(
          () => import('./exchange-personal-info-page'),
          (module) => module.ExchangePersonalInfoPage,
        ),
        handle: HANDLES.personalInfo,
      },
      {
        path: relative(EXCHANGE_CONFIRM_PATH),
        lazy: page(
          () => import('./exchange-confirm-page'),
          (module) => module.ExchangeConfirmPage,
        ),
        handle: HANDLES.confirm,
      },
    ],
  };
}
