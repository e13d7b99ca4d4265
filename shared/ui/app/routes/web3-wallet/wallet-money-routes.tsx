import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../layout/route-handle';
import {
  SEND_CONFIRM_PATH,
  SEND_ENTER_ADDRESS_PATH,
  SEND_ENTER_AMOUNT_PATH,
  SEND_SELECT_TOKEN_PATH,
  SEND_SUCCESS_PATH,
  WALLET_HOME_PATH,
} from '../../../wallet-ui/chain/wallet-money-paths';
import type { AreaRoutes, LazyPage } from '../../lazy-page';

const HANDLES = {
  receive: { title: 'wallet.receive.title', parentPath: WALLET_HOME_PATH },
  token: { title: 'wallet.home.tokenTitle', parentPath: WALLET_HOME_PATH },
  address: { title: 'wallet.send.address.title', parentPath: WALLET_HOME_PATH },
  selectToken: { title: 'wallet.send.token.title', parentPath: SEND_ENTER_ADDRESS_PATH },
  amount: { title: 'wallet.send.amount.title', parentPath: SEND_ENTER_ADDRESS_PATH },
  confirm: { title: 'wallet.send.confirm.title', parentPath: SEND_ENTER_AMOUNT_PATH },
  success: { title: 'wallet.send.success.title', parentPath: WALLET_HOME_PATH },
  details: { title: 'wallet.details.title', parentPath: WALLET_HOME_PATH },
} satisfies Record<string, RouteHandle>;

const relative = (path: string) => path.slice(1);

/**
 * The wallet's money screens (001 §2) under `/balances/web3-wallet`: receive, one token, the send
 * steps and transaction details. The home itself is the wallet area's root route.
 */
export function walletMoneyRoutes(page: LazyPage): AreaRoutes {
  const send = () => import('./wallet-send-pages');
  const signedIn: RouteObject[] = [
    {
      path: `${relative(WALLET_HOME_PATH)}/receive/:currency?`,
      lazy: page(
        () => import('../../../features/wallet-receive/wallet-receive-page'),
        (module) => module.WalletReceivePage,
      ),
      handle: HANDLES.receive,
    },
    {
      path: relative(SEND_ENTER_ADDRESS_PATH),
      lazy: page(send, (module) => module.SendEnterAddressPage),
      handle: HANDLES.address,
    },
    {
      path: relative(SEND_SELECT_TOKEN_PATH),
      lazy: page(send, (module) => module.SendSelectTokenPage),
      handle: HANDLES.selectToken,
    },
    {
      path: relative(SEND_ENTER_AMOUNT_PATH),
      lazy: page(send, (module) => module.SendEnterAmountPage),
      handle: HANDLES.amount,
    },
    {
      path: relative(SEND_CONFIRM_PATH),
      lazy: page(send, (module) => module.SendConfirmPage),
      handle: HANDLES.confirm,
    },
    {
      path: relative(SEND_SUCCESS_PATH),
      lazy: page(send, (module) => module.SendSuccessPage),
      handle: HANDLES.success,
    },
    {
      path: `${relative(WALLET_HOME_PATH)}/transaction-details/:hash`,
      lazy: page(
        () => import('../../../features/wallet-home/transaction-details/wallet-transaction-page'),
        (module) => module.WalletTransactionPage,
      ),
      handle: HANDLES.details,
    },
    {
      path: `${relative(WALLET_HOME_PATH)}/:tokenSlug`,
      lazy: page(
        () => import('../../../features/wallet-home/wallet-token-page'),
        (module) => module.WalletTokenPage,
      ),
      handle: HANDLES.token,
    },
  ];
  return { signedIn };
}
