import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../layout/route-handle';
import { BALANCES_PATH, BOOK_CARD_PATH, BOOK_CARD_VERIFICATION_PATH } from '../../../shell/paths';
import type { LazyPage } from '../../lazy-page';

const HANDLES = {
  entry: { title: 'verification.gate.card.pageTitle', parentPath: BALANCES_PATH },
  verification: { title: 'verification.gate.card.verificationTitle', parentPath: BALANCES_PATH },
  settings: { title: 'cards.settings.title', parentPath: BALANCES_PATH },
  connect: { title: 'cards.wallet.title', parentPath: BALANCES_PATH },
} satisfies Record<string, RouteHandle>;

const relative = (path: string) => path.slice(1);

/**
 * The card's entry (spec 000 §2 "Card"): `/balances/book-card` and its verification,
 * `/balances/book-card/verification`. The steps themselves, `…/verification/identity` and the ones
 * before it, are the verification journey's routes inside balances; the card's page and its wallets,
 * `/balances/:profileId/settings` and `…/connect-card`, name the card by its own profile. Static segments outrank
 * `/balances/:currency` and `/balances/:transactionType/:externalId`.
 */
export function bookCardRoutes(page: LazyPage): RouteObject[] {
  const pages = () => import('./book-card-pages');
  const settings = () => import('./card-settings-pages');
  return [
    {
      path: relative(BOOK_CARD_PATH),
      lazy: page(pages, (module) => module.BookCardPage),
      handle: HANDLES.entry,
    },
    {
      path: relative(BOOK_CARD_VERIFICATION_PATH),
      lazy: page(pages, (module) => module.BookCardVerificationPage),
      handle: HANDLES.verification,
    },
    {
      path: 'balances/:profileId/settings',
      lazy: page(settings, (module) => module.CardSettingsPage),
      handle: HANDLES.settings,
    },
    {
      path: 'balances/:profileId/settings/connect-card',
      lazy: page(settings, (module) => module.ConnectCardPage),
      handle: HANDLES.connect,
    },
  ];
}
