import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Invoice } from '../../src/api/contract/billing';
import type { Result } from '../../src/api/contract/result';
import { type InvoiceInput, invoiceMachine } from '../../src/machines/invoiceMachine';
import { anInvoice } from '../factories/billing';
import { settle } from './checkoutFakes';

type Answer = Result<{ invoice: Invoice }> | Error;

/** The machine with GET pc/uc/se answering in turn; `asked` records each request, `prints` each print. */
function start(answers: Answer[]) {
  const asked: InvoiceInput[] = [];
  let prints = 0;
  const machine = invoiceMachine.provide({
    actors: {
      loadInvoice: fromPromise(async ({ input }) => {
        const answer = answers[asked.push(input) - 1];
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      }),
    },
    actions: { print: () => void prints++ },
  });
  const actor = createActor(machine, { input: { invoiceId: 500, lang: 'zh_CN' } }).start();
  return { actor, asked, prints: () => prints };
}

const ok = (invoice: Invoice): Answer => ({ ok: true, value: { invoice } });

describe('invoiceMachine', () => {
  it('reads the invoice in the reader’s language and prints it as often as asked', async () => {
    const { actor, asked, prints } = start([ok(anInvoice())]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.invoice?.total).toBe(2030);
    expect(asked).toEqual([{ invoiceId: 500, lang: 'zh_CN' }]);
    actor.send({ type: 'invoice.print' });
    actor.send({ type: 'invoice.print' });
    expect(prints()).toBe(2);
    expect(actor.getSnapshot().context.printed).toBe(2);
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('shows nothing of an invoice that is not the investor’s, and cannot print it', async () => {
    const { actor, prints } = start([
      { ok: false, problem: { code: '0004', message: 'invoice not found' } },
    ]);
    await settle();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.invoice).toBeNull();
    actor.send({ type: 'invoice.print' });
    expect(prints()).toBe(0);
  });

  it('says when no answer came, and reads again on request', async () => {
    const { actor, asked } = start([new TypeError('Failed to fetch'), ok(anInvoice())]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.invoice).toBeNull();
    actor.send({ type: 'invoice.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(asked).toHaveLength(2);
  });
});
