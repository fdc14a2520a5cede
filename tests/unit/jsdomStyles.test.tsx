// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { priceList } from '../factories/pricing';
import { fastStyles, jsdomStyles } from '../jsdomStyles';
import { renderApp } from './views/appHarness';

// The fast getComputedStyle every jsdom test runs with (tests/setup.ts) must answer display and
// visibility exactly as jsdom does, or a query would find what is hidden or miss what is shown.
// The cases are written straight into the page: taken out again for the files after this one.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const { display, visibility } = fastStyles(window);
/** jsdom's own answers, from the window's getComputedStyle before setup replaced it. */
const jsdom = (element: Element) => {
  const style = jsdomStyles(window)(element);
  return {
    display: style.getPropertyValue('display'),
    visibility: style.getPropertyValue('visibility'),
  };
};
const differences = (root: Element) =>
  [root, ...root.querySelectorAll('*')].flatMap((element) => {
    const fast = { display: display(element), visibility: visibility(element) };
    const truth = jsdom(element);
    return fast.display === truth.display && fast.visibility === truth.visibility
      ? []
      : [`<${element.localName}> ${JSON.stringify(fast)} but jsdom ${JSON.stringify(truth)}`];
  });

describe('the fast getComputedStyle', () => {
  it('answers as jsdom on every case of its user-agent stylesheet that hides or shows', () => {
    document.body.innerHTML = `
      <dialog>closed</dialog><dialog open>open</dialog>
      <p hidden>hidden</p><p hidden="until-found">until found</p><embed hidden>
      <input type="hidden"><input type="HIDDEN" style="display:block"><input type="text">
      <div style="display:none"><span>inside</span></div><span style="display:block">block</span>
      <div hidden style="display:flex">flex</div><div style="display:inherit">inherit</div>
      <details><summary>first</summary><summary>second</summary><p>body</p></details>
      <table><tbody><tr hidden><td>row</td></tr><tr><td>shown</td></tr></tbody>
        <tfoot hidden><tr><td>foot</td></tr></tfoot></table>
      <div style="visibility:hidden"><p>in hidden</p><p style="visibility:visible">visible</p></div>
      <div style="visibility:collapse"><em style="visibility:inherit">inherits</em></div>
      <div popover>popover</div><template><p>t</p></template><script></script><noscript>n</noscript>
      <ul><li>item</li></ul><button>b</button><section><h2>h</h2></section><a href="#">a</a>`;
    expect(differences(document.documentElement)).toEqual([]);
  });

  it('is what the tests call: its other properties and a page with a stylesheet go to jsdom', () => {
    document.body.innerHTML = '<address hidden>a</address><p style="visibility:hidden">p</p>';
    const [address, p] = [...document.body.children] as HTMLElement[];
    expect(window.getComputedStyle).not.toBe(jsdomStyles(window));
    const style = window.getComputedStyle(address as HTMLElement);
    expect([style.display, style.getPropertyValue('display')]).toEqual(['none', 'none']);
    // address { font-style: italic } in jsdom's sheet: not one of the two fast answers.
    expect(style.getPropertyValue('font-style')).toBe('italic');
    expect(window.getComputedStyle(p as HTMLElement).visibility).toBe('hidden');
    // A stylesheet of the page's own is beyond the user-agent sheet the keys describe.
    document.head.insertAdjacentHTML('beforeend', '<style id="own">p { display: none }</style>');
    try {
      expect(window.getComputedStyle(p as HTMLElement).display).toBe('none');
    } finally {
      document.getElementById('own')?.remove();
    }
    expect(window.getComputedStyle(p as HTMLElement).display).toBe('block');
  });

  it('answers as jsdom on the pricing page', async () => {
    await renderApp({
      url: '/pricing/pricing',
      api: { getPriceList: async () => priceList() } as never,
    });
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    expect(differences(document.documentElement)).toEqual([]);
  });
});
