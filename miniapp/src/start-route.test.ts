import { describe, expect, it } from 'vitest';
import {
  FOLLOWED_START_PARAM_KEY,
  followStartParam,
  PENDING_TONCONNECT_KEY,
  pickStartParam,
  type StartRouteWindow,
} from './start-route';

const HASH = '#tgWebAppData=x&tgWebAppVersion=9.0';
const TONCONNECT =
  'tonconnect-v__2-id__9a3f6c1e5b7d20486e1f3a5c7b9d0e2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b-r__--7B--22manifestUrl' +
  '--22--3A--22https--3A--2F--2Fapp--2Eferry--2Eexample--2Fm--2Ejson--22--2C--22items--22' +
  '--3A--5B--7B--22name--22--3A--22ton--5Faddr--22--7D--5D--7D-ret__back';

function fakeWindow(pathname: string) {
  const stored = new Map<string, string>();
  const urls: string[] = [];
  const win: StartRouteWindow = {
    location: { pathname, search: '', hash: HASH },
    history: { state: null, replaceState: (_state, _unused, url) => urls.push(url) },
    sessionStorage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => stored.set(key, value),
    },
  };
  return { win, stored, urls };
}

describe('pickStartParam', () => {
  it.each([
    [{ signed: 'tx_PAYIN_F1', unsigned: 'tx_PAYIN_F1' }, 'tx_PAYIN_F1'],
    [{ signed: 'ref_42', unsigned: undefined }, 'ref_42'],
    // The URL alone is unsigned: never followed; a URL that disagrees with the signed one neither.
    [{ signed: undefined, unsigned: 'tx_PAYIN_F1' }, null],
    [{ signed: 'ref_42', unsigned: 'tx_PAYIN_F1' }, null],
    [{ signed: '', unsigned: '' }, null],
  ])('%j → %j', (params, expected) => {
    expect(pickStartParam(params)).toBe(expected);
  });
});

describe('followStartParam', () => {
  it('opens the transaction a tx link names, keeping the launch hash', () => {
    const { win, urls } = fakeWindow('/messenger/exchange');
    const target = followStartParam(win, { signed: 'tx_PAYIN_CONVERT_F7QK2M9XA4TBH', unsigned: undefined });
    expect(target?.screen).toBe('transaction');
    expect(urls).toEqual([`/messenger/balances/PAYIN_CONVERT/F7QK2M9XA4TBH${HASH}`]);
  });

  it.each(['/messenger', '/messenger/'])('also from the bare entry %s', (pathname) => {
    const { win, urls } = fakeWindow(pathname);
    followStartParam(win, { signed: 'tx_PAYOUT_F1', unsigned: 'tx_PAYOUT_F1' });
    expect(urls).toEqual([`/messenger/balances/PAYOUT/F1${HASH}`]);
  });

  it('opens the claim screen of a payment shared in a chat (pay_<id>)', () => {
    const { win, urls } = fakeWindow('/messenger/exchange');
    const target = followStartParam(win, {
      signed: 'pay_CP7QK2M9XA4TBH3W8N5R',
      unsigned: 'pay_CP7QK2M9XA4TBH3W8N5R',
    });
    expect(target?.screen).toBe('chatPayment');
    expect(urls).toEqual([`/messenger/pay/CP7QK2M9XA4TBH3W8N5R${HASH}`]);
  });

  it('lands a referral on the entry, unchanged', () => {
    const { win, urls } = fakeWindow('/messenger/exchange');
    expect(followStartParam(win, { signed: 'ref_42-utm_source_ads', unsigned: undefined })).toEqual({
      screen: 'landing',
      ref: '42',
      utm: { source: 'ads' },
    });
    expect(urls).toEqual([]);
  });

  it('keeps a TON Connect request for the wallet and stays on the exchange', () => {
    const { win, urls, stored } = fakeWindow('/messenger/exchange');
    expect(followStartParam(win, { signed: TONCONNECT, unsigned: TONCONNECT })?.screen).toBe('tonconnect');
    expect(urls).toEqual([]);
    expect(JSON.parse(stored.get(PENDING_TONCONNECT_KEY) ?? 'null')).toMatchObject({
      v: '2',
      id: '9a3f6c1e5b7d20486e1f3a5c7b9d0e2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b',
      ret: 'back',
    });
  });

  it('follows a launch once: a reload of it stays where the user went', () => {
    const { win, urls, stored } = fakeWindow('/messenger/exchange');
    followStartParam(win, { signed: 'tx_PAYIN_F1', unsigned: undefined });
    followStartParam(win, { signed: 'tx_PAYIN_F1', unsigned: undefined });
    expect(urls).toHaveLength(1);
    expect(stored.get(FOLLOWED_START_PARAM_KEY)).toBe('tx_PAYIN_F1');
  });

  it('leaves a launch on any other screen where it is', () => {
    const { win, urls } = fakeWindow('/messenger/balances');
    expect(followStartParam(win, { signed: 'tx_PAYIN_F1', unsigned: undefined })).toBeNull();
    expect(urls).toEqual([]);
  });

  it('routes even when the WebView refuses storage', () => {
    const { win, urls } = fakeWindow('/messenger/exchange');
    win.sessionStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    followStartParam(win, { signed: 'tx_PAYIN_F1', unsigned: undefined });
    expect(urls).toEqual([`/messenger/balances/PAYIN/F1${HASH}`]);
  });
});

describe('a wallet transfer link', () => {
  it('opens wtx_<hash> at the wallet transaction page', () => {
    const hash = 'c0'.repeat(32);
    const { win, urls } = fakeWindow('/messenger/');
    const param = `wtx_${hash}`;
    expect(followStartParam(win, { signed: param, unsigned: param })).toEqual({
      screen: 'walletTransaction',
      messageHash: hash,
    });
    expect(urls).toEqual([`/messenger/balances/web3-wallet/transaction-details/${hash}${HASH}`]);
  });
});
