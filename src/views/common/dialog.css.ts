import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { iconButton } from './iconButton.css';

export const dialog = style({
  // The UA's centring of a modal dialog is kept; this only sizes and dresses it.
  width: 'min(32rem, calc(100vw - 2 * 16px))',
  maxHeight: 'calc(100vh - 2 * 16px)',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&::backdrop': { background: vars.color.scrim },
    // Without showModal (old engines) the element is opened in place: lift it above the page.
    '&[data-fallback]': {
      position: 'fixed',
      inset: 0,
      margin: 'auto',
      height: 'fit-content',
      zIndex: 10,
      boxShadow: `0 0 0 100vmax ${vars.color.scrim}`,
    },
  },
  '@media': { [mobileMedia]: { padding: vars.space.md } },
});

export const dialogTitle = style({
  margin: 0,
  // Room for the close button, drawn in the corner though it comes last in the tab order.
  paddingRight: vars.space.xl,
  fontSize: vars.fontSize.lg,
});

export const closeButton = style([
  iconButton,
  {
    position: 'absolute',
    top: vars.space.sm,
    right: vars.space.sm,
    fontSize: vars.fontSize.lg,
  },
]);

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginTop: vars.space.md,
});
