// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PRERENDERED_ID } from '../../../src/api/contract/prerendered';
import {
  type Prerendered,
  prerenderedJson,
  readPrerendered,
} from '../../../src/app/prerender/prerendered';

/** A page as the server sends it: the drawing's data block, written as the server writes it. */
function pageWith(text: string): Document {
  const page = document.implementation.createHTMLDocument('drawn');
  const block = page.createElement('script');
  block.type = 'application/json';
  block.id = PRERENDERED_ID;
  block.textContent = text;
  page.body.append(block);
  return page;
}

const DRAWN: Prerendered = {
  locale: 'zh_HK',
  catalog: { status: 'active', output: undefined, error: undefined },
  mobile: true,
};

describe('the drawn page the app takes over', () => {
  it('reads what the server wrote: language, the catalog to carry on from, and the layout', () => {
    expect(readPrerendered(pageWith(prerenderedJson(DRAWN)))).toEqual(DRAWN);
  });

  it('keeps a closing tag in a value from ending the data block', () => {
    const catalog = { ...DRAWN.catalog, note: '</script><b>' };
    const json = prerenderedJson({ ...DRAWN, catalog });
    expect(json).not.toContain('</script>');
    expect(readPrerendered(pageWith(json))?.catalog).toEqual(catalog);
  });

  it.each([
    ['no data block', null],
    ['not JSON', '{'],
    ['an unknown language', JSON.stringify({ ...DRAWN, locale: 'fr' })],
    ['no catalog', JSON.stringify({ locale: 'en', mobile: false })],
    // A page drawn before the layout travelled with it: the app draws the page itself instead
    // of hydrating it in a layout it can only guess.
    ['no layout', JSON.stringify({ locale: 'en', catalog: {} })],
  ])('is ignored with %s, so the app draws the page itself', (_case, text) => {
    const page =
      text === null ? document.implementation.createHTMLDocument('plain') : pageWith(text);
    expect(readPrerendered(page)).toBeNull();
  });
});
