// The send steps load together: a user who starts sending goes through all of them.
export { SendConfirmPage } from '../../../features/web3-wallet/send/send-confirm-page';
export { SendEnterAddressPage } from '../../../features/web3-wallet/send/send-enter-address-page';
export { SendEnterAmountPage } from '../../../features/web3-wallet/send/send-enter-amount-page';
export { SendSelectTokenPage } from '../../../features/web3-wallet/send/send-select-token-page';
export { SendSuccessPage } from '../../../features/web3-wallet/send/send-success-page';
