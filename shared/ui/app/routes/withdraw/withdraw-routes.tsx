import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../layout/route-handle';
import {
  BALANCES_PATH,
  CONVERT_CONFIRM_PATH,
  convertFormPath,
  EXCHANGE_PATH,
  OUTSIDE_UTRANSACTION_REQUISITES_PATH,
  UTRANSACTION_REQUISITES_PATH,
  withdrawPath,
} from '../../../shell/paths';
import type { AreaRoutes, LazyPage } from '../../lazy-page';

const HANDLES = {
  withdraw: {
    title: (params) => (params.currency ? 'withdraw.payways.title' : 'withdraw.title'),
    parentPath: BALANCES_PATH,
  },
  form: {
    title: 'withdraw.form.title',
    parentPath: withdrawPath(),
  },
  requisites: { title: 'withdraw.requisites.title', parentPath: withdrawPath() },
  confirm: { title: 'withdraw.confirm.title', parentPath: withdrawPath() },
  convertForm: { title: 'withdraw.convert.title', parentPath: BALANCES_PATH },
  convertConfirm: { title: 'withdraw.convert.confirmTitle', parentPath: convertFormPath() },
  utransactionRequisites: { title: 'withdraw.utransaction.requisitesTitle', parentPath: BALANCES_PATH },
  utransactionConfirm: {
    title: 'withdraw.utransaction.confirmTitle',
    parentPath: UTRANSACTION_REQUISITES_PATH,
  },
  outsideRequisites: { title: 'withdraw.utransaction.requisitesTitle', parentPath: EXCHANGE_PATH },
  outsideConfirm: {
    title: 'withdraw.utransaction.confirmTitle',
    parentPath: OUTSIDE_UTRANSACTION_REQUISITES_PATH,
  },
} satisfies Record<string, RouteHandle>;

/**
 * The withdraw area's screens (spec 000 §2): withdraw (list, form, requisites, confirm), convert
 * (form, confirm) and unified transactions (requisites, confirm) inside balances and outside them.
 */
export function withdrawRoutes(page: LazyPage): AreaRoutes {
  const withdrawPage = page(
    () => import('./withdraw-page'),
    (module) => module.WithdrawPage,
  );
  const formPage = page(
    () => import('./withdraw-step-pages'),
    (module) => module.WithdrawFormPage,
  );
  const requisitesPage = page(
    () => import('./withdraw-step-pages'),
    (module) => module.WithdrawRequisitesPage,
  );
  const confirmPage = page(
    () => import('./withdraw-step-pages'),
    (module) => module.WithdrawConfirmPage,
  );
  const convertFormPage = page(
    () => import('./convert-pages'),
    (module) => module.ConvertFormPage,
  );
  const utransactionRequisitesPage = page(
    () => import('./utransaction-pages'),
    (module) => module.UtransactionRequisitesPage,
  );
  const utransactionConfirmPage = page(
    () => import('./utransaction-pages'),
    (module) => module.UtransactionConfirmPage,
  );
  const signedIn: RouteObject[] = [
    { path: 'balances/withdraw', lazy: withdrawPage, handle: HANDLES.withdraw },
    { path: 'balances/withdraw/:currency', lazy: withdrawPage, handle: HANDLES.withdraw },
    ...(['form', 'requisites', 'confirm'] as const).flatMap((step) => {
      const lazy = { form: formPage, requisites: requisitesPage, confirm: confirmPage }[step];
      const handle = HANDLES[step];
      return [
        { path: `balances/withdraw/:paywayType/${step}`, lazy, handle },
        { path: `balances/withdraw/:paywayType/:currency/${step}`, lazy, handle },
      ];
    }),
    { path: 'balances/convert/form', lazy: convertFormPage, handle: HANDLES.convertForm },
    { path: 'balances/convert/:currency/form', lazy: convertFormPage, handle: HANDLES.convertForm },
    {
      path: CONVERT_CONFIRM_PATH.slice(1),
      lazy: page(
        () => import('./convert-pages'),
        (module) => module.ConvertConfirmPage,
      ),
      handle: HANDLES.convertConfirm,
    },
    {
      path: 'balances/utransaction/requisites',
      lazy: utransactionRequisitesPage,
      handle: HANDLES.utransactionRequisites,
    },
    {
      path: 'balances/utransaction/confirm',
      lazy: utransactionConfirmPage,
      handle: HANDLES.utransactionConfirm,
    },
    { path: 'utransaction/requisites', lazy: utransactionRequisitesPage, handle: HANDLES.outsideRequisites },
    { path: 'utransaction/confirm', lazy: utransactionConfirmPage, handle: HANDLES.outsideConfirm },
  ];
  return { signedIn };
}
