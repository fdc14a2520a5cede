import http from 'node:http';

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface LoadTarget {
  name: string;
  port: number;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A function gives every request its own body (e.g. a fresh idempotency key). */
  body?: string | (() => string);
  /** The status that counts as success; 200 unless said. */
  expectStatus?: number;
}

function once(agent: http.Agent, target: LoadTarget): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: target.method,
        path: target.path,
        headers: target.headers,
        agent,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === (target.expectStatus ?? 200)));
      },
    );
    req.on('error', () => resolve(false));
    const body = typeof target.body === 'function' ? target.body() : target.body;
    if (body) req.write(body);
    req.end();
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * A small closed-loop load generator: `connections` keep-alive clients, each sending its next
 * request when the previous answer arrives, for `seconds` (after a short warm-up).
 */
export async function runLoad(
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const warmUntil = Date.now() + 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < warmUntil) await once(agent, target);
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  const start = process.hrtime.bigint();
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t0 = process.hrtime.bigint();
        const ok = await once(agent, target);
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    requests: latencies.length,
    errors,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
