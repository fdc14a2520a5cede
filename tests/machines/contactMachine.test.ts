import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SavedContact } from '../../src/api/contact';
import type { ContactInput } from '../../src/api/contract/contact';
import type { Result } from '../../src/api/contract/result';
import { contactMachine } from '../../src/machines/contactMachine';
import { aContact } from '../factories/checkout';
import { settle } from './checkoutFakes';

type Saved = Result<unknown> | Error;

/** The machine with GET pc/uc and POST pc/puc answering in turn; `sent` records each save. */
function start(loads: (SavedContact | null | Error)[], saves: Saved[] = []) {
  const sent: ContactInput[] = [];
  let reads = 0;
  const machine = contactMachine.provide({
    actors: {
      loadContact: fromPromise(async () => {
        const answer = loads[reads++];
        if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no answer');
        return answer;
      }),
      saveContact: fromPromise(async ({ input }) => {
        const answer = saves[sent.push(input) - 1];
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      }),
    },
  });
  const actor = createActor(machine).start();
  const focused: string[] = [];
  actor.on('contact.focus', ({ field }) => void focused.push(field));
  return { actor, sent, focused, reads: () => reads };
}

describe('contactMachine', () => {
  it('shows the saved details, saves a change trimmed, and keeps it as the new saved state', async () => {
    const { actor, sent } = start([aContact()], [{ ok: true, value: {} }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.form.firstName).toBe(aContact().firstName);
    expect(actor.getSnapshot().context.unsaved).toBe(false);
    actor.send({ type: 'contact.change', field: 'phone', value: '  +852 9876 5432 ' });
    expect(actor.getSnapshot().context.unsaved).toBe(true);
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    // A second click while saving saves nothing more.
    actor.send({ type: 'contact.submit' });
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.phone).toBe('+852 9876 5432');
    expect(actor.getSnapshot().matches({ editing: 'saved' })).toBe(true);
    expect(actor.getSnapshot().context.form.phone).toBe('+852 9876 5432');
    expect(actor.getSnapshot().context.unsaved).toBe(false);
    actor.send({ type: 'contact.change', field: 'lastName', value: 'Chan' });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
  });

  it('starts empty when nothing was saved, and shows a field’s problem once it is left', async () => {
    const { actor } = start([null]);
    await settle();
    expect(actor.getSnapshot().context.form.billingEmail).toBe('');
    actor.send({ type: 'contact.change', field: 'billingEmail', value: 'not-an-email' });
    expect(actor.getSnapshot().context.shownProblems).toEqual({});
    actor.send({ type: 'contact.blur', field: 'billingEmail' });
    expect(actor.getSnapshot().context.shownProblems).toEqual({ billingEmail: 'emailInvalid' });
  });

  it('refuses to save with a problem: shows every problem and asks to focus the first', async () => {
    const { actor, sent, focused } = start([null]);
    await settle();
    actor.send({ type: 'contact.change', field: 'lastName', value: 'Chan' });
    actor.send({ type: 'contact.submit' });
    expect(sent).toHaveLength(0);
    expect(focused).toEqual(['firstName']);
    expect(actor.getSnapshot().context.shownProblems).toEqual({
      firstName: 'blank',
      billingEmail: 'blank',
      phone: 'phoneMissing',
    });
  });

  it('keeps everything typed when the server refuses or does not answer, and saves on the next try', async () => {
    const refused: Saved = { ok: false, problem: { code: '0001', message: 'bad' } };
    const { actor, sent } = start(
      [aContact()],
      [refused, new TypeError('offline'), { ok: true, value: {} }],
    );
    await settle();
    actor.send({ type: 'contact.change', field: 'firstName', value: 'Mei' });
    actor.send({ type: 'contact.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ editing: 'saveFailed' })).toBe(true);
    expect(actor.getSnapshot().context.problem?.code).toBe('0001');
    expect(actor.getSnapshot().context.form.firstName).toBe('Mei');
    actor.send({ type: 'contact.submit' });
    await settle();
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    expect(actor.getSnapshot().context.form.firstName).toBe('Mei');
    actor.send({ type: 'contact.submit' });
    await settle();
    expect(sent.map((s) => s.firstName)).toEqual(['Mei', 'Mei', 'Mei']);
    expect(actor.getSnapshot().matches({ editing: 'saved' })).toBe(true);
  });

  it('discards changes back to the saved details', async () => {
    const { actor } = start([aContact()]);
    await settle();
    actor.send({ type: 'contact.change', field: 'firstName', value: '' });
    actor.send({ type: 'contact.saveAsContact', value: false });
    actor.send({ type: 'contact.submit' });
    actor.send({ type: 'contact.discard' });
    expect(actor.getSnapshot().context.form).toEqual(aContact());
    expect(actor.getSnapshot().context.shownProblems).toEqual({});
  });

  it('says when the saved details could not be read, and reads again on request', async () => {
    const { actor, reads } = start([new TypeError('offline'), aContact()]);
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'contact.retry' });
    await settle();
    expect(reads()).toBe(2);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});
