export { createAddressSchema, isValidAddress } from './address';
export { createAmountSchema } from './amount';
export { isOwnBeneficiaryName, nameWords } from './beneficiary-name';
export {
  CARD_EXPIRY_MAX_YEARS_AHEAD,
  CARD_NUMBER_MAX_DIGITS,
  CARD_NUMBER_MIN_DIGITS,
  cardCvvLength,
  cardNumberFullLength,
  cardNumberSchema,
  createCardExpirySchema,
  isCompleteCardNumber,
  isValidCardNumber,
} from './card';
export { CODE_LENGTH, codeSchema } from './code';
export { createCompareSchema, createExcludeSchema, createIsNotSchema } from './comparison';
export { emailSchema } from './email';
export { createIbanSchema } from './iban';
export { createIpListSchema, IP_LIST_MAX_COUNT } from './ip-list';
export { isLuhnValid, luhnCheckDigit } from './luhn';
export { createMemoSchema, MEMO_MAX_LENGTH } from './memo';
export { firstMessage, issueToMessage, type ValidationKey } from './messages';
export { createChallengeWordSchema, createDecryptedMnemonicSchema, mnemonicSchema } from './mnemonic';
export {
  fullNameWithNumbersSchema,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  personNameSchema,
  suggestPersonName,
} from './name';
export {
  PASSWORD_MAX_LENGTH,
  passwordConfirmationCheck,
  passwordFormSchema,
  passwordSchema,
} from './password';
export { ANONYMOUS_NUMBER_KEY, createPhoneSchema, describePhone, isAnonymousMessengerNumber } from './phone';
export { createRequisiteSchema } from './requisite';
export { isLoopbackHostname, isReturnUrl } from './return-url';
export { parseScannedCode, readScannedAddress, type ScannedCode } from './scanned-code';
export { createSymbolCountSchema } from './symbol-count';
export { createTextSchema } from './text';
export { domainSchema, urlSchema } from './web-address';
