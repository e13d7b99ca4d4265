import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSumsubSignature, signSumsubRequest, verifySumsubSignature } from './sumsub-request-signature';

const SECRET = 'Hej2ch71kG2kTd1iIUDZFNsO5C1lh5Gq';

/** Written apart from the signer, straight from Sumsub's rule, so the two check each other. */
function independentSignature(
  secret: string,
  ts: string,
  method: string,
  path: string,
  body: Buffer,
): string {
  return createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(ts + method + path, 'utf8'), body]))
    .digest('hex');
}

describe('Sumsub request signature', () => {
  // Fixed vectors, computed once with `openssl dgst -sha256 -hmac <secret>` over the same bytes.
  it.each([
    {
      name: 'a POST with a JSON body',
      secret: SECRET,
      request: {
        ts: 1607551635,
        method: 'POST',
        pathWithQuery: '/resources/applicants?levelName=basic-kyc-level',
        body: '{"externalUserId":"someUniqueUserId"}',
      },
      expected: 'f72ef0c9a1cbcd1e9456f423495cf3f54c761fca380b71dbc05c6235d27cbd7d',
    },
    {
      name: 'a GET without a body',
      secret: 'secret',
      request: {
        ts: 1700000000,
        method: 'GET',
        pathWithQuery: '/resources/applicants/-;externalUserId=ver_1/one',
      },
      expected: '19b36e6c9ba2395e37d88794dae9fee11036f5695307ab5445dfd9168f966aa1',
    },
  ])('signs $name as the fixed vector says', ({ secret, request, expected }) => {
    expect(computeSumsubSignature(secret, request)).toBe(expected);
  });

  it.each([
    {
      method: 'POST',
      path: '/resources/accessTokens/sdk',
      body: '{"userId":"ver_1","levelName":"id","ttlInSecs":600}',
    },
    { method: 'PATCH', path: '/resources/applicants/abc/presetLevel?levelName=id%20and%20address', body: '' },
    { method: 'post', path: '/resources/applicants?levelName=x', body: '{"name":"Łukasz Ковальчук"}' },
    { method: 'GET', path: '/resources/applicants/abc/status', body: '' },
  ])('agrees with an independent HMAC for $method $path', ({ method, path, body }) => {
    const bytes = Buffer.from(body, 'utf8');
    const ts = 1732800000;
    const expected = independentSignature(SECRET, String(ts), method.toUpperCase(), path, bytes);
    expect(computeSumsubSignature(SECRET, { ts, method, pathWithQuery: path, body: bytes })).toBe(expected);
    expect(computeSumsubSignature(SECRET, { ts, method, pathWithQuery: path, body })).toBe(expected);
  });

  it('gives the three headers, the signature in lowercase hex', () => {
    const headers = signSumsubRequest(
      { appToken: 'sbx:token', secretKey: SECRET },
      { ts: 1607551635, method: 'GET', pathWithQuery: '/resources/applicants/abc/one' },
    );
    expect(headers['X-App-Token']).toBe('sbx:token');
    expect(headers['X-App-Access-Ts']).toBe('1607551635');
    expect(headers['X-App-Access-Sig']).toMatch(/^[0-9a-f]{64}$/);
  });

  describe('verify', () => {
    const signed = { method: 'POST', pathWithQuery: '/resources/applicants?levelName=a', body: '{"a":1}' };
    const signature = computeSumsubSignature(SECRET, { ...signed, ts: 1700000000 });

    it.each([
      { name: 'the right signature', change: {}, isValid: true },
      { name: 'another secret', change: { secret: 'other' }, isValid: false },
      { name: 'another timestamp', change: { ts: '1700000001' }, isValid: false },
      { name: 'another method', change: { method: 'PUT' }, isValid: false },
      {
        name: 'another path',
        change: { pathWithQuery: '/resources/applicants?levelName=b' },
        isValid: false,
      },
      { name: 'another body byte', change: { body: '{"a":2}' }, isValid: false },
      { name: 'an uppercase signature', change: { signature: signature.toUpperCase() }, isValid: false },
      { name: 'a short signature', change: { signature: signature.slice(2) }, isValid: false },
      { name: 'no signature', change: { signature: undefined }, isValid: false },
      { name: 'no timestamp', change: { ts: undefined }, isValid: false },
      { name: 'a timestamp that is not a number', change: { ts: '1700000000.0' }, isValid: false },
    ])('$name → $isValid', ({ change, isValid }) => {
      const { secret = SECRET, ...request } = {
        ...signed,
        ts: '1700000000',
        signature,
        ...change,
      } as typeof signed & {
        ts: string | undefined;
        signature: string | undefined;
        secret?: string;
      };
      expect(verifySumsubSignature(secret, request)).toBe(isValid);
    });
  });
});
