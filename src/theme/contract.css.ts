import { createThemeContract } from '@vanilla-extract/css';

// Screens style against these names only, so a second theme (e.g. dark) is a new value set, not a refactor.
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
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  font: { body: null },
  fontSize: { sm: null, md: null, lg: null, xl: null },
  lineHeight: { body: null, heading: null },
  radius: { sm: null, md: null, pill: null },
});
