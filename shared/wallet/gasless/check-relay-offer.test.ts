import { Address, beginCell, type Cell, comment as commentCell, toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { isWalletError } from '../errors';
import { checkRelayOffer, type GaslessIntent } from './check-relay-offer';
import type { GaslessEstimate, GaslessMessage } from './gasless-wire';

const at = (byte: number) => new Address(0, Buffer.alloc(32, byte));
const WALLET = at(1);
const JETTON_WALLET = at(2);
const RECIPIENT = at(3);
const RELAY = at(4);
const THIEF = at(5);

const INTENT: GaslessIntent = {
  wallet: WALLET,
  jettonWallet: JETTON_WALLET,
  recipient: RECIPIENT,
  amount: 5_000_000n,
  comment: 'rent',
};

function transferBody(input: {
  to: Address;
  amount: bigint;
  response?: Address;
  comment?: string;
  forward?: bigint;
  customPayload?: boolean;
}): Cell {
  const body = beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(0, 64)
    .storeCoins(input.amount)
    .storeAddress(input.to)
    .storeAddress(input.response ?? RELAY)
    .storeMaybeRef(input.customPayload ? beginCell().endCell() : null)
    .storeCoins(input.forward ?? 1n);
  if (input.comment) body.storeBit(true).storeRef(commentCell(input.comment));
  else body.storeBit(false);
  return body.endCell();
}

function message(body: Cell, overrides: Partial<GaslessMessage> = {}): GaslessMessage {
  return {
    address: JETTON_WALLET.toRawString(),
    amount: toNano('0.05').toString(),
    payload: body.toBoc().toString('hex'),
    ...overrides,
  };
}

const PAY = message(transferBody({ to: RECIPIENT, amount: 5_000_000n, comment: 'rent' }));
const FEE = message(transferBody({ to: RELAY, amount: 120_000n }));

function offer(messages: GaslessMessage[], overrides: Partial<GaslessEstimate> = {}): GaslessEstimate {
  return {
    protocol_name: 'gasless',
    relay_address: RELAY.toRawString(),
    commission: '120000',
    from: WALLET.toRawString(),
    valid_until: 1_900_000_000,
    messages,
    ...overrides,
  };
}

describe('the wallet’s check of the relay’s offer', () => {
  it('accepts the transfer and its stated commission, and a free transfer alone', () => {
    expect(checkRelayOffer(offer([PAY, FEE]), INTENT).commission).toBe(120_000n);
    expect(checkRelayOffer(offer([PAY], { commission: '0' }), INTENT).messages).toHaveLength(1);
  });

  it.each([
    [
      'more to the recipient',
      [message(transferBody({ to: RECIPIENT, amount: 5_000_001n, comment: 'rent' })), FEE],
    ],
    ['another comment', [message(transferBody({ to: RECIPIENT, amount: 5_000_000n, comment: 'gift' })), FEE]],
    ['a commission above the stated one', [PAY, message(transferBody({ to: RELAY, amount: 120_001n }))]],
    ['a stated commission not paid', [PAY]],
    ['a transfer to a third party', [PAY, FEE, message(transferBody({ to: THIEF, amount: 1n }))]],
    ['no transfer to the recipient', [FEE]],
    [
      'the excess to a third party',
      [message(transferBody({ to: RECIPIENT, amount: 5_000_000n, comment: 'rent', response: THIEF })), FEE],
    ],
    [
      'a message to another contract',
      [PAY, message(transferBody({ to: RELAY, amount: 120_000n }), { address: THIEF.toRawString() })],
    ],
    [
      'too much TON attached (its excess would go to the relay)',
      [PAY, message(transferBody({ to: RELAY, amount: 120_000n }), { amount: toNano('1').toString() })],
    ],
    ['a state init', [PAY, { ...FEE, state_init: 'b5ee9c72' }]],
    [
      'a custom payload',
      [
        message(transferBody({ to: RECIPIENT, amount: 5_000_000n, comment: 'rent', customPayload: true })),
        FEE,
      ],
    ],
    ['a body that is not a jetton transfer', [PAY, message(beginCell().storeUint(0, 32).endCell())]],
    ['a payload that does not parse', [PAY, { ...FEE, payload: 'zz' }]],
  ])('refuses %s', (_name, messages) => {
    expect(() => checkRelayOffer(offer(messages as GaslessMessage[]), INTENT)).toThrow(
      expect.toSatisfy((error) => isWalletError(error, 'GASLESS_RELAY_MISMATCH')),
    );
  });

  it('refuses an offer made for another wallet', () => {
    expect(() => checkRelayOffer(offer([PAY, FEE], { from: THIEF.toRawString() }), INTENT)).toThrow(
      'The relay asked to sign something other than this transfer',
    );
  });
});
