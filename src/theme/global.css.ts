import { globalStyle } from '@vanilla-extract/css';
import { mobileMedia } from './breakpoints';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  // Digits of one width everywhere: prices, amounts and dates line up in columns and summaries.
  fontVariantNumeric: 'tabular-nums',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle('h1, h2, h3', { lineHeight: vars.lineHeight.heading, margin: `0 0 ${vars.space.md}` });

globalStyle('a', { color: vars.color.brand });

globalStyle(':focus-visible', {
  outline: vars.focusRing.outline,
  outlineOffset: vars.focusRing.offset,
});

// On a phone everything a finger taps is at least 44 × 44 px (WCAG 2.5.5). A box that toggles a
// checkbox is its label, so the label grows; a link that stands alone takes `tapTarget`
// (views/common/text.css), a link in running text stays text.
globalStyle('button, select, summary, [role="tab"], input:not([type="checkbox"], [type="radio"])', {
  '@media': { [mobileMedia]: { minHeight: 44, minWidth: 44 } },
});
globalStyle('label:has(> input[type="checkbox"])', {
  '@media': { [mobileMedia]: { display: 'flex', alignItems: 'center', minHeight: 44 } },
});

// No line of one lonely word or character, and headings in even lines (Chinese has no spaces to
// balance on, so a last line of one character is the common case without this).
globalStyle('p, li, dd, dt, td, th, label, legend', { textWrap: 'pretty' });
globalStyle('h1, h2, h3', { textWrap: 'balance' });
// Chinese punctuation never starts a line (。，、」 and the like stay with the text before them).
globalStyle(':lang(zh)', { lineBreak: 'strict' });
