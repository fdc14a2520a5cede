import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import {
  type GateUser,
  SIGNED_OUT_USER,
  signInGateMachine,
} from '../../src/machines/signInGateMachine';
import { aUser } from '../factories/user';

const user = aUser;

const NEXT = '/pricing/personalcentre/myplans?x=1';

function runGate(known: GateUser, fetchCurrentUser: () => Promise<GateUser>) {
  const fetchSpy = vi.fn(fetchCurrentUser);
  const redirectToLogin = vi.fn();
  const machine = signInGateMachine.provide({
    actors: { fetchCurrentUser: fromPromise(() => fetchSpy()) },
    actions: { redirectToLogin: (_, params) => redirectToLogin(params) },
  });
  const actor = createActor(machine, { input: { user: known, next: NEXT } });
  return { actor, fetchSpy, redirectToLogin };
}

describe('signInGateMachine', () => {
  it('lets a known user straight in, without asking the server', () => {
    const { actor, fetchSpy, redirectToLogin } = runGate(user(), () => Promise.reject('unused'));
    actor.start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('allowed');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ signedIn: true, user: user() });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('checks an unknown visitor with the server, then allows a signed-in user', async () => {
    let answer: (value: GateUser) => void = () => {};
    const { actor, fetchSpy, redirectToLogin } = runGate(
      SIGNED_OUT_USER,
      () => new Promise((resolve) => (answer = resolve)),
    );
    actor.start();
    expect(actor.getSnapshot().value).toBe('checking');
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    answer(user({ id: 7 }));
    const output = await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('allowed');
    expect(output).toEqual({ signedIn: true, user: user({ id: 7 }) });
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('redirects to login with next = path and query when the user-info call fails', async () => {
    const { actor, redirectToLogin } = runGate(SIGNED_OUT_USER, () => Promise.reject('error'));
    actor.start();
    const output = await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
    expect(redirectToLogin).toHaveBeenCalledWith({ next: NEXT });
    expect(output).toEqual({ signedIn: false, user: SIGNED_OUT_USER });
  });

  it('resets user info to the empty defaults (id 0) on failure', async () => {
    // A stale non-zero-looking record with id 0 must not survive a failed check.
    const stale = user({ id: 0, email: 'old@demo.test', mobileNumber: '123' });
    const { actor } = runGate(stale, () => Promise.reject(new Error('network')));
    actor.start();
    await toPromise(actor);
    expect(actor.getSnapshot().context.user).toEqual(SIGNED_OUT_USER);
  });

  it('treats an answer without a user id as signed out', async () => {
    const { actor, redirectToLogin } = runGate(SIGNED_OUT_USER, () =>
      Promise.resolve(user({ id: 0 })),
    );
    actor.start();
    const output = await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(redirectToLogin).toHaveBeenCalledWith({ next: NEXT });
    expect(output.signedIn).toBe(false);
    expect(output.user).toEqual(SIGNED_OUT_USER);
  });
});
