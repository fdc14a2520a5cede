import { createThemeContract } from '@vanilla-extract/css';

// Screens style against these names only, so a second theme (e.g. dark) is a new value set, not a
// refactor. Colour, shadow and focus ring literals live in the theme alone (a unit test checks).
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    text: null,
    textMuted: null,
    brand: null,
    brandText: null,
    border: null,
    focus: null,
    danger: null,
    notice: null,
    /** Behind a modal dialog. */
    scrim: null,
    /** A faint tint over content (a selection, the minimap's view). */
    tint: null,
  },
  /** Greys from lightest to darkest; the semantic colours above are picked from it. */
  neutral: {
    50: null,
    100: null,
    200: null,
    300: null,
    400: null,
    500: null,
    600: null,
    700: null,
    800: null,
    900: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  font: { body: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null },
  lineHeight: { body: null, heading: null },
  radius: { sm: null, md: null, pill: null },
  /** Height above the page: a card lifted a little, a popover or toast lifted clear of it. */
  elevation: { raised: null, overlay: null },
  /** The one keyboard focus ring (outline shorthand) and its offset. */
  focusRing: { outline: null, offset: null },
});
