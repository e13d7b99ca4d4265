import type { BankDetails, BankTransferProvider } from './bank-transfer';

type Account = Omit<BankDetails, 'reference'>;

/**
 * The sandbox bank's collection accounts, one per rail and currency. The IBANs are the
 * registries' published examples (valid checksums, nobody's money). A transfer is matched by its
 * reference, `FERRY-` and the transaction's public id; the sandbox credits it through
 * `POST /api/dev/sandbox/bank-transfers` (what arrived, which may differ from what was asked).
 */
const ACCOUNTS: Readonly<Record<string, Account>> = {
  'sepa:EUR': {
    recipient: 'Ferry Payments UAB (sandbox)',
    country: 'LT',
    bank_name: 'Sandbox Bank Lietuva',
    bank_address: 'Gedimino pr. 1, 01103 Vilnius, Lithuania',
    bank_code: 'SBXBLT21',
    iban: 'LT121000011101001000',
  },
  'iban:USD': {
    recipient: 'Ferry Payments Ltd (sandbox)',
    country: 'GB',
    bank_name: 'Sandbox Bank London',
    bank_address: '1 Poultry, London EC2R 8EJ, United Kingdom',
    bank_code: 'SBXBGB2L',
    iban: 'GB29NWBK60161331926819',
  },
  'uaiban:UAH': {
    recipient: 'TOV Ferry Payments (sandbox)',
    country: 'UA',
    bank_name: 'Sandbox Bank Ukraine',
    bank_address: 'vul. Khreshchatyk 1, Kyiv 01001, Ukraine',
    bank_code: '322313',
    iban: 'UA213223130000026007233566001',
  },
};

export function bankReferenceOf(externalId: string): string {
  return `FERRY-${externalId}`;
}

export function createSandboxBankTransfer(): BankTransferProvider {
  return {
    name: 'sandbox-bank',
    detailsFor(request) {
      const account = ACCOUNTS[`${request.payway}:${request.currency}`];
      return account && { ...account, reference: bankReferenceOf(request.externalId) };
    },
  };
}
