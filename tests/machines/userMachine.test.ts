import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { UserInfo } from '../../src/api/user';
import {
  EMPTY_USER,
  selectIsSignedIn,
  selectUrlQuery,
  userMachine,
} from '../../src/machines/userMachine';
import { aUser, noUser } from '../factories/user';

const alice: UserInfo = aUser({ email: 'alice@example.com' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A user actor whose fetchUserInfo returns the scripted answers in order ('error' rejects). */
function start(answers: (UserInfo | 'error')[]) {
  let calls = 0;
  const machine = userMachine.provide({
    actors: {
      fetchUserInfo: fromPromise(async () => {
        const answer = answers[calls++];
        if (answer === undefined || answer === 'error') throw 'error';
        return answer;
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls: () => calls };
}

describe('userMachine', () => {
  it('starts unknown with the empty defaults', () => {
    const { actor, calls } = start([]);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('unknown');
    expect(context).toEqual({
      userInfo: noUser(),
      pageErrorInfo: null,
      URLQueryParams: { isPromocodeOrigin: false },
    });
    expect(calls()).toBe(0);
  });

  it('loads the signed-in user', async () => {
    const { actor } = start([alice]);
    actor.send({ type: 'user.load' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.userInfo).toEqual(alice);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
  });

  it('resets to the empty defaults (id 0) when the call fails, even after a success', async () => {
    const { actor } = start([alice, 'error']);
    actor.send({ type: 'user.load' });
    await settle();
    actor.send({ type: 'user.load' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.userInfo).toEqual(EMPTY_USER);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
  });

  it('treats an answer with id 0 as signed out', async () => {
    const { actor } = start([{ ...alice, id: 0 }]);
    actor.send({ type: 'user.load' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.userInfo).toEqual(EMPTY_USER);
  });

  it('fetches once while a load is already running', async () => {
    const { actor, calls } = start([alice, alice]);
    actor.send({ type: 'user.load' });
    actor.send({ type: 'user.load' });
    await settle();
    expect(calls()).toBe(1);
  });

  it('user.reset forgets the user', async () => {
    const { actor } = start([alice]);
    actor.send({ type: 'user.load' });
    await settle();
    actor.send({ type: 'page.error', code: '500', message: 'signOutFailed' });
    actor.send({ type: 'user.reset' });
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().context.userInfo).toEqual(EMPTY_USER);
    // A sign-out that failed before and now succeeded leaves no error on the page.
    expect(actor.getSnapshot().context.pageErrorInfo).toBeNull();
  });

  it('refreshes a signed-in user and follows a sign-out elsewhere', async () => {
    const { actor, calls } = start([alice, 'error']);
    actor.send({ type: 'user.load' });
    await settle();
    actor.send({ type: 'page.error', code: '', message: 'signOutFailed' });
    actor.send({ type: 'user.load' });
    // While asking again, the known user is kept (the header does not flicker to Sign in).
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.userInfo).toEqual(alice);
    expect(actor.getSnapshot().context.pageErrorInfo).not.toBeNull();
    await settle();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.userInfo).toEqual(EMPTY_USER);
    // The error was about the signed-in account; signed out, it no longer applies.
    expect(actor.getSnapshot().context.pageErrorInfo).toBeNull();
  });

  it('keeps and clears the page error in any state', async () => {
    const { actor } = start([alice]);
    actor.send({ type: 'page.error', code: '0005', message: 'languageNotSaved' });
    expect(actor.getSnapshot().context.pageErrorInfo).toEqual({
      code: '0005',
      message: 'languageNotSaved',
    });
    actor.send({ type: 'user.load' });
    await settle();
    expect(actor.getSnapshot().context.pageErrorInfo).not.toBeNull();
    actor.send({ type: 'page.error.clear' });
    expect(actor.getSnapshot().context.pageErrorInfo).toBeNull();
  });

  it('stores the URL query through the safe parser', () => {
    const { actor } = start([]);
    actor.send({
      type: 'url.query',
      search: new URLSearchParams('coupon=SAVE10&origin=promocode'),
    });
    expect(selectUrlQuery(actor.getSnapshot())).toEqual({
      coupon: 'SAVE10',
      origin: 'promocode',
      isPromocodeOrigin: true,
    });
    actor.send({ type: 'url.query', search: { coupon: ['A', 'B'], origin: { $gt: '' } } });
    expect(selectUrlQuery(actor.getSnapshot())).toEqual({ isPromocodeOrigin: false });
  });
});
