import type { ServerResponse } from 'node:http';
import {
  answerJson,
  type FakeHttpServer,
  type RecordedRequest,
  startFakeHttpServer,
} from './fake-http-server';

/** Binance's book ticker rows, as `GET /api/v3/ticker/bookTicker` lists them. */
export const FAKE_BOOK = [
  { symbol: 'BTCUSD', bidPrice: '64990.00000000', bidQty: '0.5', askPrice: '65010.00000000', askQty: '0.4' },
  { symbol: 'EURUSD', bidPrice: '1.07900000', bidQty: '1000', askPrice: '1.08100000', askQty: '900' },
  { symbol: 'USDTUSD', bidPrice: '0.99990000', bidQty: '50000', askPrice: '1.00010000', askQty: '50000' },
  { symbol: 'TONUSDT', bidPrice: '5.49000000', bidQty: '100', askPrice: '5.51000000', askQty: '100' },
  { symbol: 'USDUAH', bidPrice: '41.00000000', bidQty: '100', askPrice: '41.20000000', askQty: '100' },
];

/** A fake exchange that answers the book ticker like Binance does. */
export function startFakeExchange(): Promise<FakeHttpServer> {
  return startFakeHttpServer(answerBookTicker);
}

export function answerBookTicker(request: RecordedRequest, response: ServerResponse): void {
  if (request.method === 'GET' && request.url === '/api/v3/ticker/bookTicker') {
    answerJson(response, 200, FAKE_BOOK);
    return;
  }
  answerJson(response, 404, { code: -1100, msg: 'Unknown path.' });
}

/** A fake Twilio: accepts Messages.json posts with the right basic auth, as Twilio answers them. */
export function startFakeTwilio(accountSid: string, authToken: string): Promise<FakeHttpServer> {
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return startFakeHttpServer((request, response) => {
    if (request.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json` || request.method !== 'POST') {
      answerJson(response, 404, {
        code: 20404,
        message: 'The requested resource was not found',
        status: 404,
      });
      return;
    }
    if (request.headers.authorization !== expectedAuth) {
      answerJson(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
      return;
    }
    const form = new URLSearchParams(request.body);
    if (!/^\+\d{8,15}$/.test(form.get('To') ?? '')) {
      answerJson(response, 400, {
        code: 21211,
        message: `The 'To' number ${form.get('To')} is not a valid phone number.`,
        status: 400,
      });
      return;
    }
    answerJson(response, 201, {
      sid: `SM${request.body.length.toString(16).padStart(32, '0')}`,
      account_sid: accountSid,
      to: form.get('To'),
      from: form.get('From'),
      body: form.get('Body'),
      status: 'queued',
    });
  });
}
