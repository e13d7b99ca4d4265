/** Where the user sends a bank transfer (spec 000 §3 "Bank details"), plus the account's IBAN. */
export interface BankDetails {
  recipient: string;
  reference: string;
  country: string;
  bank_name: string;
  bank_address: string;
  bank_code: string;
  iban: string | null;
}

export interface BankTransferRequest {
  /** The public transaction id; the reference is made from it, so it is the same on every call. */
  externalId: string;
  payway: string;
  currency: string;
}

/** Incoming bank transfers: the details to pay to; arrivals are matched by the reference. */
export interface BankTransferProvider {
  name: string;
  /** The rails it serves (sepa, iban, uaiban) per currency; undefined when it has no account. */
  detailsFor(request: BankTransferRequest): BankDetails | undefined;
}
