// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { userMachine } from '../../../src/machines/userMachine';
import { CHANNEL_NAME, type LiveChannel } from '../../../src/statecharts/live/channel';
import { createLiveInspector } from '../../../src/statecharts/live/inspector';
import { layoutMachine } from '../../../src/statecharts/viewer/layout';
import { StatechartsView } from '../../../src/statecharts/viewer/StatechartsView';

const lit = () =>
  [...document.querySelectorAll('[data-lit]')].map((el) => el.getAttribute('data-state-id'));

const livePanel = () => screen.getByRole('heading', { name: 'Live' }).closest('section')!;

const opened: BroadcastChannel[] = [];
const open = () => {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  opened.push(channel);
  return channel as LiveChannel;
};

// ELK starts slowly (a large compiled library); pay that once, outside the tests' own time.
beforeAll(() => layoutMachine(userMachine), 60_000);
beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  for (const c of opened.splice(0)) c.close();
});

function renderViewer() {
  render(
    <I18nProvider i18n={i18n}>
      <StatechartsView machine="userMachine" openLiveChannel={open} />
    </I18nProvider>,
  );
}

describe('live statecharts across tabs (BroadcastChannel)', { timeout: 20_000 }, () => {
  it('lights the state a message on the channel reports', async () => {
    renderViewer();
    await screen.findByRole('button', { name: 'signedOut' }, { timeout: 10_000 });
    const app = open();
    app.postMessage({
      kind: 'snapshot',
      machineId: 'user',
      sessionId: 'x:7',
      stateValue: 'signedOut',
      event: 'xstate.error.actor.fetchUserInfo',
      status: 'active',
      time: Date.now(),
    });
    await screen.findByRole('button', { name: 'signedOut (current)' }, { timeout: 10_000 });
    expect(lit()).toEqual(['user', 'user.signedOut']);
    expect(within(livePanel()).getByText('fetchUserInfo failed')).toBeTruthy();
  });

  it('follows a running actor of the app as it moves, and catches up when opened late', async () => {
    let settle: (user: {
      email: string;
      isInstitutionUser: boolean;
      mobileNumber: string;
      id: number;
    }) => void = () => {};
    const machine = userMachine.provide({
      actors: { fetchUserInfo: fromPromise(() => new Promise((r) => (settle = r))) as never },
    });
    const actor = createActor(machine, { inspect: createLiveInspector({ open }) }).start();
    actor.send({ type: 'user.load' });

    renderViewer();
    // The app was already loading when the viewer opened: "hello" brings it up to date.
    await waitFor(() => expect(lit()).toContain('user.loading'), { timeout: 10_000 });

    settle({ email: 'a@b.c', isInstitutionUser: false, mobileNumber: '', id: 7 });
    await waitFor(() => expect(lit()).toContain('user.signedIn'), { timeout: 10_000 });
    expect(lit()).not.toContain('user.loading');
    expect(within(livePanel()).getByText('fetchUserInfo done')).toBeTruthy();
    actor.stop();
  });
});
