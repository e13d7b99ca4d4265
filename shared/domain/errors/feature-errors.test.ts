import { flattenCatalogue } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import {
  CARD_ERRORS,
  CHAIN_CONNECT_ERRORS,
  cardErrorKey,
  chainConnectErrorKey,
  WALLET_DEFAULT_TRANSACTION_SUCCESS_KEY,
  WALLET_ERRORS,
  walletErrorKey,
} from './feature-errors';

const english = flattenCatalogue(en);

function leavesUnder(prefix: string): string[] {
  return Object.keys(english)
    .filter((key) => key.startsWith(`${prefix}.`))
    .map((key) => key.slice(prefix.length + 1));
}

describe('chain-connect errors (spec 001 §8)', () => {
  it('are the twelve the spec lists', () => {
    expect(CHAIN_CONNECT_ERRORS).toHaveLength(12);
  });

  it.each(CHAIN_CONNECT_ERRORS)('%s has a text', (error) => {
    expect(english[chainConnectErrorKey(error)]).toBeTruthy();
  });

  it('the catalogue holds no chain-connect text the code cannot name', () => {
    expect(leavesUnder('errors.chainConnect').sort()).toEqual([...CHAIN_CONNECT_ERRORS].sort());
  });
});

describe('wallet errors (spec 001 §8)', () => {
  it.each(WALLET_ERRORS)('%s has a text', (error) => {
    expect(english[walletErrorKey(error)]).toBeTruthy();
  });

  it.each([
    ['biometryFailed', 'Biometric authorization failed'],
    ['notExists', 'Web3 wallet does not exist'],
    ['pushPermissionDenied', 'Push notifications permission not granted'],
    ['wrongPassword', 'Wrong password'],
  ] as const)('%s reads "%s"', (error, text) => {
    expect(english[walletErrorKey(error)]).toBe(text);
  });

  it('carries the success text of the spec', () => {
    expect(english[WALLET_DEFAULT_TRANSACTION_SUCCESS_KEY]).toBe(
      'Default transaction processed successfully',
    );
  });

  it('the catalogue holds no wallet text the code cannot name', () => {
    const named = [...WALLET_ERRORS, 'defaultTransactionProcessed'].sort();
    expect(leavesUnder('errors.wallet').sort()).toEqual(named);
  });
});

describe('card errors (spec 001 §8)', () => {
  it.each(CARD_ERRORS)('%s has a text', (error) => {
    expect(english[cardErrorKey(error)]).toBeTruthy();
  });
});

// The quoted and paraphrased user messages of 000 §8 and 001 §8.
describe('user messages', () => {
  it.each([
    ['paymentUnsuccessful', 'Payment was unsuccessful'],
    ['currencyPairUnavailable', "This currency pair isn't currently available"],
    ['transactionNotFound', 'Transaction not found'],
    ['tooManyRequests', 'Too many requests, please try again in a few seconds'],
    ['verificationUnavailable', 'Verification is temporarily unavailable, please try again later'],
    ['codeExpired', 'The code is expired, please enter a new one'],
    ['tooManyAttempts', 'Too many attempts. Contact support'],
    ['phoneChangeLimit', "You've already changed your phone. You can update it again in 24 hours"],
    ['emailAlreadyRegistered', 'This email address is already registered'],
    ['emailLinkUnavailable', 'Temporarily unable to link your current email'],
    ['partialPayout', 'We can pay out {{paid}} of {{requested}}'],
    ['monthlyLimitExceeded', 'Amount exceeds monthly maximum of {{amount}} {{currency}}'],
    ['notEnoughForNetworkFee', 'Not enough {{currency}} for the network fee'],
    ['sessionExpired', 'Session expired'],
    ['unstableConnection', 'Unstable connection'],
    ['reloadPage', 'Reload page'],
    ['somethingWentWrong', 'Something went wrong'],
    ['pageNotFound', 'Page not found'],
    ['accountBlocked', 'Your account is blocked'],
  ])('errors.messages.%s reads "%s"', (name, text) => {
    expect(english[`errors.messages.${name}`]).toBe(text);
  });
});
