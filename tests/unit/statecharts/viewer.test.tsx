// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { machines } from '../../../src/statecharts/machines';
import { layoutMachine } from '../../../src/statecharts/viewer/layout';
import { StatechartsView } from '../../../src/statecharts/viewer/StatechartsView';
import { STATECHARTS } from '../../pages/statecharts';
import { orderMachine } from './viewerFixtures';

const order = [{ name: 'orderMachine', machine: orderMachine }];
const noChannel = () => null;

function renderViewer(props: Parameters<typeof StatechartsView>[0] = {}) {
  return render(
    <I18nProvider i18n={i18n}>
      <StatechartsView openLiveChannel={noChannel} {...props} />
    </I18nProvider>,
  );
}

// ELK lays out asynchronously; on a busy machine that takes a while.
const LAYOUT_WAIT = { timeout: 10_000 };
const stateButton = (name: string | RegExp) => screen.findByRole('button', { name }, LAYOUT_WAIT);
const litStates = () =>
  [...document.querySelectorAll('[data-lit]')].map((el) => el.getAttribute('data-state-id'));

// ELK starts slowly (a large compiled library); pay that once, outside the tests' own time.
beforeAll(() => layoutMachine(orderMachine), 60_000);
beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('statechart viewer', { timeout: 20_000 }, () => {
  it('lists every machine with what it is for, and draws the chosen one', async () => {
    renderViewer();
    const list = screen.getByRole('navigation', { name: 'Machines' });
    for (const { name, machine } of machines) {
      const link = within(list).getByRole('button', { name: new RegExp(name) });
      expect(link.textContent).toContain(machine.root.description);
    }
    const second = machines[1]!;
    fireEvent.click(within(list).getByRole('button', { name: new RegExp(second.name) }));
    expect(
      await screen.findByRole('group', { name: STATECHARTS.diagramOf(second.name) }, LAYOUT_WAIT),
    ).toBeTruthy();
    for (const key of Object.keys(second.machine.root.states)) await stateButton(key);
  });

  it('shows a selected state’s description and the events that leave it', async () => {
    renderViewer({ machines: order });
    fireEvent.click(await stateButton('paying'));
    const panel = screen.getByRole('heading', { name: 'paying' }).closest('section')!;
    expect(panel.textContent).toContain('Waiting for the payment.');
    expect(panel.textContent).toContain('placeOrder done');
    expect(panel.textContent).toContain('The payment went through.');
    expect(panel.textContent).toContain('to paid');
    expect(panel.textContent).toContain('after patience');
    expect(panel.textContent).toContain('Took too long.');
  });

  it('selects with the keyboard', async () => {
    renderViewer({ machines: order });
    const editing = await stateButton('editing');
    editing.focus();
    fireEvent.keyDown(editing, { key: 'Enter' });
    expect(editing.getAttribute('aria-pressed')).toBe('true');
    const panel = screen.getByRole('heading', { name: 'editing' }).closest('section')!;
    expect(panel.textContent).toContain('checkout.submit [agreementAccepted]');
    expect(panel.textContent).toContain('Parallel');
  });

  it('shows descriptions in the reader’s language when the catalog has them', async () => {
    const text = 'Waiting for the payment.';
    i18n.loadAndActivate({
      locale: 'zh_HK',
      messages: { [generateMessageId(text)]: '等待付款。' },
    });
    renderViewer({ machines: order });
    fireEvent.click(await stateButton('paying'));
    const panel = screen.getByRole('heading', { name: 'paying' }).closest('section')!;
    expect(panel.textContent).toContain('等待付款。');
    expect(panel.textContent).not.toContain(text);
  });

  it('shows a quoted {placeholder} in a description as written', async () => {
    const quoting = orderMachine.provide({});
    const paying = quoting.root.states.paying as { description?: string };
    paying.description = 'Shows "Error Code {code}. Please try again."';
    renderViewer({ machines: [{ name: 'orderMachine', machine: quoting }] });
    fireEvent.click(await stateButton('paying'));
    expect(document.body.textContent).toContain('Shows "Error Code {code}. Please try again."');
  });

  it('steps a simulated run by hand: events from the current state move the lit state', async () => {
    renderViewer({ machines: order });
    await stateButton('paying');
    fireEvent.click(screen.getByRole('button', { name: 'Start a simulation' }));
    expect(litStates()).toEqual(
      expect.arrayContaining([
        'order.editing',
        'order.editing.card.empty',
        'order.editing.coupon.none',
      ]),
    );
    await stateButton('empty (current)');

    fireEvent.click(screen.getByRole('button', { name: 'card.add' }));
    expect(litStates()).toContain('order.editing.card.filled');
    expect(litStates()).not.toContain('order.editing.card.empty');

    fireEvent.click(screen.getByRole('button', { name: 'checkout.submit' }));
    expect(litStates()).toContain('order.paying');
    // The invocation never calls anything: the person says how it ended; timers too.
    expect(screen.getByRole('button', { name: 'after patience' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'placeOrder done' }));
    expect(litStates()).toContain('order.paid');
    expect(screen.getByText(/The machine has finished/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(litStates()).toContain('order.editing.card.empty');
    fireEvent.click(screen.getByRole('button', { name: 'Stop and follow the app' }));
    expect(litStates()).toEqual([]);
  });

  it('steps every app machine from its start without a server', async () => {
    for (const { name } of machines) {
      renderViewer({ machine: name });
      await screen.findByRole('group', { name: STATECHARTS.diagramOf(name) }, LAYOUT_WAIT);
      fireEvent.click(screen.getByRole('button', { name: 'Start a simulation' }));
      const step = screen.getByRole('heading', { name: 'Step by hand' }).closest('section')!;
      // Every offered event is taken or politely refused; the run never dies.
      for (const button of within(step).queryAllByRole('button')) {
        if (/Reset|Stop/.test(button.textContent ?? '')) continue;
        act(() => button.click());
        expect(within(step).getByText(/Simulation in:/)).toBeTruthy();
      }
      cleanup();
    }
  }, 60_000);

  it('says so when the address names no machine', () => {
    renderViewer({ machine: 'nopeMachine' });
    expect(screen.getByRole('alert').textContent).toContain('nopeMachine');
  });
});
