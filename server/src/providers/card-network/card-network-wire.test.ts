import { describe, expect, it } from 'vitest';
import {
  CARD_NETWORK_TOLERANCE_SECONDS,
  isCardNetworkSignatureValid,
  signCardNetworkMessage,
} from './card-network-wire';

const SECRET = 'network-secret';
const BODY = '{"event_id":"evt_1","type":"capture"}';
const NOW = 1_800_000_000;

describe('card network signatures', () => {
  it('accepts its own signature of the exact body within the tolerance', () => {
    const header = signCardNetworkMessage(SECRET, BODY, NOW);
    expect(isCardNetworkSignatureValid(SECRET, BODY, header, NOW)).toBe(true);
    expect(isCardNetworkSignatureValid(SECRET, BODY, header, NOW + CARD_NETWORK_TOLERANCE_SECONDS)).toBe(
      true,
    );
  });

  it.each([
    ['another body', SECRET, `${BODY} `, NOW],
    ['another secret', 'other-secret', BODY, NOW],
    ['a stale timestamp', SECRET, BODY, NOW + CARD_NETWORK_TOLERANCE_SECONDS + 1],
  ])('refuses %s', (_name, secret, body, now) => {
    expect(isCardNetworkSignatureValid(secret, body, signCardNetworkMessage(SECRET, BODY, NOW), now)).toBe(
      false,
    );
  });

  it.each([undefined, '', 't=abc,v1=00', `t=${NOW}`, `t=${NOW},v1=zz`, `v1=${'0'.repeat(64)}`])(
    'refuses a malformed header %j without throwing',
    (header) => {
      expect(isCardNetworkSignatureValid(SECRET, BODY, header, NOW)).toBe(false);
    },
  );
});
