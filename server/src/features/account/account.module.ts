import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createAccountRoutes } from './account.routes';
import {
  createAccountDeletion,
  createLedgerBalanceCheck,
  type RemainingBalanceCheck,
} from './account-deletion.service';
import { createEmailChange } from './email-change.service';
import { createPhoneChange } from './phone-change.service';
import { createTermsAndSettings } from './terms-and-settings.service';

export interface AccountModuleOptions {
  /** The ledger's answer to "does money remain?"; until the ledger exists, see createLedgerBalanceCheck. */
  hasRemainingBalance?: RemainingBalanceCheck;
}

/** Settings, terms, account deletion, email and phone change. */
export function createAccountModule(ctx: ModuleContext, options: AccountModuleOptions = {}): AppModule {
  return {
    routes: createAccountRoutes({
      termsAndSettings: createTermsAndSettings(ctx),
      emailChange: createEmailChange(ctx),
      phoneChange: createPhoneChange(ctx),
      deletion: createAccountDeletion(ctx, options.hasRemainingBalance ?? createLedgerBalanceCheck()),
    }),
  };
}
