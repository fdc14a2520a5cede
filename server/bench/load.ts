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
  /** Each `{{n}}` becomes a number of its own per request (e.g. a fresh idempotency key). */
  body?: string;
  /** The status that counts as success; 200 unless said. */
  expectStatus?: number;
}

let sent = 0;

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
    const body = target.body?.replaceAll('{{n}}', `${process.pid}-${sent++}`);
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

/**
 * The same load from a process of its own (server/bench/loadWorker.ts), so the generator's own
 * work does not share the event loop and CPU time of the server it measures.
 */
export async function runLoadApart(
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const { spawn } = await import('node:child_process');
  const worker = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./loadWorker.ts', import.meta.url).pathname],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  worker.stdin.end(JSON.stringify({ target, connections, seconds }));
  let out = '';
  worker.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => worker.on('close', resolve));
  if (code !== 0) throw new Error(`load worker for ${target.name} exited with ${code}`);
  return JSON.parse(out) as LoadResult;
}
