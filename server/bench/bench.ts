import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { cardEndpoints } from '../../src/api/contract/cards';
import { orderEndpoints } from '../../src/api/contract/orders';
import { productEndpoints } from '../../src/api/contract/products';
import { buildApp } from '../app';
import { SettableClock } from '../clock';
import { openPglite, openPostgres } from '../db/client';
import { resetDatabase } from '../seed';
import { registrationBody } from '../test/registration';
import { type LoadResult, runLoad } from './load';

/**
 * `npm run bench:api`: req/s and p99 of GET pc/pl, POST pc/po and a refused POST pc/pc beside a
 * bare Fastify route, same process, same machine. BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 2);
 * BENCH_DATABASE_URL runs it on PostgreSQL (that database is wiped and seeded).
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a script read top to bottom: set up, three timed loads, one table
async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 2);
  // In-memory PGlite by default; BENCH_DATABASE_URL (wiped and re-seeded!) for PostgreSQL.
  const benchUrl = process.env.BENCH_DATABASE_URL;
  const database = benchUrl ? await openPostgres(benchUrl) : await openPglite();
  await database.migrate();
  const clock = new SettableClock();
  await resetDatabase(database.db, 'demo', clock.now());
  const app = await buildApp({ db: database.db, clock, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ errorCode: '0' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as AddressInfo).port;

  const origin = `http://127.0.0.1:${port}`;
  const form = 'application/x-www-form-urlencoded';
  const register = await fetch(`${origin}/api/ch/r`, {
    method: 'POST',
    headers: { 'content-type': form, origin },
    body: JSON.stringify(registrationBody(`bench-${Date.now()}`, Date.now())),
  });
  const deviceCookie = register.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const login = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': form, origin },
    body: new URLSearchParams({
      email: 'active@demo.test',
      password: 'demo1234',
      next: '/pricing/',
    }).toString(),
  });
  const sessionCookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const cookie = `${deviceCookie}; ${sessionCookie}`;

  const results: LoadResult[] = [];
  results.push(
    await runLoad(
      { name: 'bare fastify GET /bare', port: barePort, method: 'GET', path: '/bare' },
      connections,
      seconds,
    ),
  );
  results.push(
    await runLoad(
      {
        name: 'GET pc/pl',
        port,
        method: productEndpoints.getPriceList.method,
        path: `${productEndpoints.getPriceList.path}?lang=en`,
        headers: { cookie },
      },
      connections,
      seconds,
    ),
  );
  results.push(
    await runLoad(
      {
        name: 'POST pc/po',
        port,
        method: orderEndpoints.previewOrder.method,
        path: orderEndpoints.previewOrder.path,
        headers: { cookie, origin, 'content-type': form },
        body: JSON.stringify({
          productCode: 'COMBO',
          subscriptionTime: 1,
          currency: 'USD',
          coupons: ['GIFT5USD'],
        }),
      },
      connections,
      seconds,
    ),
  );
  // A pay the server refuses (the user already has the plan), each with a new key: the whole
  // money path up to the charge — key row, user lock, re-pricing and checks — then a rollback.
  const cardList = await fetch(`${origin}${cardEndpoints.getCards.path}`, { headers: { cookie } });
  const cardId = ((await cardList.json()) as { cards: { id: number }[] }).cards[0]?.id;
  let payNumber = 0;
  results.push(
    await runLoad(
      {
        name: 'POST pc/pc (refused)',
        port,
        method: orderEndpoints.placeOrder.method,
        path: orderEndpoints.placeOrder.path,
        headers: { cookie, origin, 'content-type': form },
        body: () =>
          JSON.stringify({
            productCode: 'HK_ALL',
            subscriptionTime: 1,
            currency: 'USD',
            coupons: [],
            cardId,
            agreement: true,
            idempotencyKey: `bench-${process.pid}-${payNumber++}`,
          }),
        expectStatus: 400,
      },
      connections,
      seconds,
    ),
  );
  await app.close();
  await bare.close();
  await database.close();

  const bareRps = results[0]!.rps;
  console.log(
    `\nbench:api — ${connections} connections × ${seconds} s each, database: ${database.kind}\n`,
  );
  console.log('route                      req/s     p50 ms   p99 ms   errors   vs bare');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(25)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(2).padStart(9)} ${r.p99.toFixed(2).padStart(8)} ${String(r.errors).padStart(8)}   ${(r.rps / bareRps).toFixed(3)}`,
    );
  }
  if (results.some((r) => r.errors > 0 || r.requests === 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
