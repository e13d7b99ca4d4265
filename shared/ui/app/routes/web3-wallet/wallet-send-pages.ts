// The send steps load together: a user who starts sending goes through all of them.
export { SendConfirmPage } from '../../../features/wallet-send/send-confirm-page';
export { SendEnterAddressPage } from '../../../features/wallet-send/send-enter-address-page';
export { SendEnterAmountPage } from '../../../features/wallet-send/send-enter-amount-page';
export { SendSelectTokenPage } from '../../../features/wallet-send/send-select-token-page';
export { SendSuccessPage } from '../../../features/wallet-send/send-success-page';
