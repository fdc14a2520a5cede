// PGlite only: errors answered before any query.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
let port: number;
beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(() => h.close());

const LONG_URL = `/api/v2/ch/pc/pl?x=${'a'.repeat(20_000)}`;

/** One raw keep-alive request; what came back and how the connection ended. */
function rawRequest(path: string): Promise<{ text: string; ending: 'end' | 'reset' | 'open' }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let settled = false;
    const done = (ending: 'end' | 'reset' | 'open') => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ text, ending });
    };
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('end', () => done('end'));
    socket.on('error', () => done('reset'));
    setTimeout(() => done('open'), 3_000);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('an oversized URL', () => {
  it('gets 431 with Connection: close and an orderly close, not a reset', async () => {
    const { text, ending } = await rawRequest(LONG_URL);
    const [head = '', body = ''] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({
      errorCode: '0001',
      message: 'request URL or headers too large',
    });
    expect(ending).toBe('end');
  });

  it('does not break a keep-alive client: its next request succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
    try {
      expect(await get('/api/v2/ch/pc/pl')).toBe(200);
      for (let i = 0; i < 5; i++) {
        expect(await get(LONG_URL)).toBe(431);
        expect(await get('/api/v2/ch/pc/pl')).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
