import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Hit {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Reply {
  status?: number;
  body: unknown;
  /** Raw text instead of JSON, to test non-JSON answers. */
  raw?: string;
}

type Handler = (hit: Hit) => Reply | Promise<Reply>;

export interface TestServer {
  baseUrl: string;
  hits: Hit[];
  /** Replace the handler for the next requests. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a random port: the client's bytes go over a socket. */
export async function startTestServer(): Promise<TestServer> {
  let handler: Handler = () => ({ body: { errorCode: '0' } });
  const hits: Hit[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const hit: Hit = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    hits.push(hit);
    const reply = await handler(hit);
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.end(reply.raw ?? JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    hits,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
