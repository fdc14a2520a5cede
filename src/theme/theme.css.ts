import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** A cool grey ramp (the ink of the text is its darkest step). */
const neutral = {
  50: '#f5f7fa',
  100: '#eceff3',
  200: '#d3d9e0',
  300: '#b8c1cc',
  400: '#8d98a5',
  500: '#6b7684',
  600: '#4f5b69',
  700: '#3a4553',
  800: '#27313d',
  900: '#1b2430',
} as const;

const focus = '#f5a623';

export const lightTheme = createTheme(vars, {
  color: {
    background: neutral[50],
    surface: '#ffffff',
    text: neutral[900],
    // Contrast ≥ 4.5:1 on both background and surface (axe checks run in the browser tests).
    textMuted: neutral[600],
    brand: '#0b5cad',
    brandText: '#ffffff',
    border: neutral[200],
    focus,
    danger: '#b3261e',
    notice: '#fff6db',
    scrim: 'rgb(27 36 48 / 0.45)',
    tint: 'rgb(27 36 48 / 0.06)',
  },
  neutral,
  elevation: {
    raised: '0 1px 4px rgb(27 36 48 / 0.15)',
    overlay: '0 8px 24px rgb(27 36 48 / 0.16)',
  },
  focusRing: { outline: `3px solid ${focus}`, offset: '2px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", "Noto Sans CJK SC", "Noto Sans CJK TC", "PingFang SC", "Microsoft YaHei", sans-serif',
  },
  fontSize: { xs: '0.8125rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  lineHeight: { body: '1.5', heading: '1.25' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
});
