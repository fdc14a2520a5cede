import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripContractDocs } from '../../../build/stripDocStrings';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = stripContractDocs().transform as unknown as Transform;

describe('stripContractDocs', () => {
  const id = '/work/main/src/api/contract/products.ts';
  const source = readFileSync('src/api/contract/products.ts', 'utf8');

  it('drops the endpoints’ OpenAPI prose and keeps what the client calls with', () => {
    const out = transform(source, id)?.code ?? '';
    expect(source).toMatch(/summary:/);
    expect(out).not.toMatch(/\bsummary:|\bdescription: '/);
    expect(out).toMatch(/path: '\/api\/v2\/ch\/pc\/pl'/);
    expect(out).toMatch(/response: PriceListResponse/);
  });

  it('keeps schema fields that are named description, and leaves other files alone', () => {
    const orders = readFileSync('src/api/contract/orders.ts', 'utf8');
    const out = transform(orders, '/work/main/src/api/contract/orders.ts')?.code ?? '';
    expect(out).toMatch(/description: v\.string\(\)/);
    expect(transform(source, '/work/main/src/api/client.ts')).toBeNull();
  });
});
