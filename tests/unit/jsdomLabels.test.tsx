// @vitest-environment jsdom
import { cleanup, queryAllByLabelText, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryAllByLabel } from '../pages/jsdomLabels';
import { renderApp, signedInUser } from './views/appHarness';
import { CHECKOUT_URL, checkoutApi, resetServer } from './views/checkoutHarness';

// The fast label query the jsdom person uses must find exactly what Testing Library finds, in the
// same order, or a model path would fill another field than the one a person reads the label of.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** Every name a field can be asked for by on the page, and a few patterns over them. */
function askedFor(root: HTMLElement): (string | RegExp)[] {
  const texts = new Set<string>();
  for (const element of root.querySelectorAll('label, [aria-label], [id]')) {
    const text = element.getAttribute('aria-label') ?? element.textContent ?? '';
    if (text.trim()) texts.add(text.replace(/\s+/g, ' ').trim());
  }
  const words = [...texts];
  return [
    ...words,
    ...words.map((w) => w.split(' ')[0] as string),
    ...words.map((w) => new RegExp(w.slice(0, 3).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')),
    /./,
    'not on the page',
  ];
}

const differences = (root: HTMLElement) =>
  askedFor(root).flatMap((text) => {
    const fast = queryAllByLabel(root, text);
    const truth = queryAllByLabelText(root, text);
    const same = fast.length === truth.length && fast.every((e, i) => e === truth[i]);
    return same ? [] : [`${text}: ${fast.length} found, Testing Library ${truth.length}`];
  });

describe('the fast label query', () => {
  it('finds what Testing Library finds, in its order, on every way of labelling a field', () => {
    document.body.innerHTML = `
      <span id="outside">Outside</span>
      <form>
        <input aria-labelledby="outside"><input aria-labelledby="outside a">
        <label for="name">Name <span>*</span></label><input id="name" value="Ada">
        <label>Card <input id="card"> number</label>
        <label for="card">Card holder</label>
        <label>Country <select id="country"><option>Hong Kong</option></select></label>
        <span id="a">Expiry</span><span id="b">month</span><input aria-labelledby="a b">
        <input aria-labelledby="a  missing">
        <input aria-label="Coupon code"><button aria-label="Apply coupon">Apply</button>
        <label for="hidden">Hidden</label><input type="hidden" id="hidden">
        <label for="para">Not a control</label><p id="para">text</p>
        <label for="dup">Duplicate</label><input id="dup"><input id="dup">
        <label>Agree <input type="checkbox"></label><label for="">Empty for</label>
        <button id="go">Go</button><label for="go">Pay now</label>
        <textarea aria-labelledby="a"></textarea><output id="o"></output><label for="o">Total</label>
        <fieldset><legend>Plan</legend><label><input type="radio" name="p"> Monthly</label></fieldset>
      </form>`;
    expect(differences(document.body)).toEqual([]);
    // And within a part of the page, as `within` asks: an aria-labelledby outside it is not found.
    const form = document.querySelector('form') as HTMLElement;
    expect(queryAllByLabelText(form, 'Outside')).toEqual([]);
    expect(queryAllByLabelText(document.body, 'Outside')).toHaveLength(2);
    expect(differences(form)).toEqual([]);
  });

  it('finds what Testing Library finds on the checkout screen', async () => {
    resetServer();
    await renderApp({
      api: checkoutApi,
      url: CHECKOUT_URL,
      getUserInfo: async () => signedInUser(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 5000 });
    // The saved contact, the saved cards and the agreement are in.
    await screen.findByDisplayValue('Ada');
    expect(
      screen.getAllByRole('checkbox').length + screen.getAllByRole('radio').length,
    ).toBeGreaterThan(1);
    expect(differences(document.body)).toEqual([]);
    // Testing Library's own query, run for every name on the screen, is the slow part.
  }, 60_000);
});
