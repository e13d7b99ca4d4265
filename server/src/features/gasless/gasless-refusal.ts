import type { GaslessRefusalCode } from '@ferry/shared/wallet';

/** A relay refusal in tonapi's error shape `{ error, code }`; `code` is what the wallet names. */
export class GaslessRefusal extends Error {
  constructor(
    readonly status: 400 | 409 | 422 | 429 | 503,
    message: string,
    readonly code: GaslessRefusalCode = 'GASLESS_REFUSED',
  ) {
    super(message);
  }
}
