import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { OutboundRefusal } from './outbound-refusal';

export interface PinnedLimits {
  maxBytes: number;
  timeoutMs: number;
}

/** Answers the socket's lookup with the addresses already vetted: no second DNS query to rebind. */
function pinnedLookup(addresses: string[]): LookupFunction {
  const entries: LookupAddress[] = addresses.map((address) => ({
    address,
    family: isIP(address) === 6 ? 6 : 4,
  }));
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    const first = entries[0] as LookupAddress;
    if (options.all) callback(null, entries);
    else callback(null, first.address, first.family);
  }) as LookupFunction;
}

function timeoutError(): Error {
  const error = new Error('the outbound request took too long');
  error.name = 'TimeoutError';
  return error;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * One HTTP exchange with the vetted addresses: node's client follows no redirects (a 3xx comes
 * back as it is), TLS still checks the certificate against the URL's name (SNI and the check
 * use the host, only the socket's address is pinned), a fresh agent each time (a pooled socket
 * could belong to another policy), the whole exchange within `timeoutMs` and the answer within
 * `maxBytes` (longer answers are cut off and refused).
 */
export async function pinnedRequest(
  url: URL,
  addresses: string[],
  init: RequestInit,
  limits: PinnedLimits,
): Promise<Response> {
  const prepared = new Request(url, {
    method: init.method ?? 'GET',
    ...(init.headers ? { headers: init.headers } : {}),
    ...(init.body !== undefined && init.body !== null ? { body: init.body } : {}),
  });
  const body = prepared.body ? Buffer.from(await prepared.arrayBuffer()) : undefined;
  const headers: Record<string, string> = Object.fromEntries(prepared.headers);
  if (body) headers['content-length'] = String(body.byteLength);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<Response>((resolve, reject) => {
    let isSettled = false;
    const finish = (error: Error | null, response?: Response) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onAbort);
      if (error) {
        request.destroy();
        reject(error);
      } else resolve(response as Response);
    };
    const onAbort = () => finish(init.signal?.reason instanceof Error ? init.signal.reason : timeoutError());
    const timer = setTimeout(() => finish(timeoutError()), limits.timeoutMs);

    const request = send(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: prepared.method,
        headers,
        lookup: pinnedLookup(addresses),
        agent: false,
      },
      (answer: IncomingMessage) => {
        const declared = Number(answer.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) return finish(new OutboundRefusal('response_too_large'));
        const chunks: Buffer[] = [];
        let size = 0;
        answer.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > limits.maxBytes) return finish(new OutboundRefusal('response_too_large'));
          chunks.push(chunk);
        });
        answer.on('error', (error) => finish(error));
        answer.on('end', () => {
          const status = answer.statusCode ?? 502;
          const out = new Headers();
          for (let index = 0; index + 1 < answer.rawHeaders.length; index += 2) {
            try {
              out.append(answer.rawHeaders[index] as string, answer.rawHeaders[index + 1] as string);
            } catch {
              // A header fetch cannot hold is dropped rather than failing the whole answer.
            }
          }
          const hasBody = !NULL_BODY_STATUSES.has(status) && prepared.method !== 'HEAD';
          finish(
            null,
            new Response(hasBody ? Buffer.concat(chunks) : null, {
              status,
              statusText: answer.statusMessage ?? '',
              headers: out,
            }),
          );
        });
      },
    );
    if (init.signal?.aborted) return onAbort();
    init.signal?.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error) => finish(error));
    request.end(body);
  });
}
