/**
 * Where the browser tests' servers listen: one per Playwright worker, each on its own port and
 * in-memory database, so two tests never share demo data. E2E_PORT moves the
 * whole range (parallel runs of the suite on one machine).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

/** How many servers, and so workers: two on this project's two-core machines. */
export const E2E_SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));

export const e2eBaseURL = (index: number) => `http://127.0.0.1:${E2E_PORT + index}`;
