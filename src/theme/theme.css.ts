import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const lightTheme = createTheme(vars, {
  color: {
    background: '#f5f7fa',
    surface: '#ffffff',
    text: '#1b2430',
    // Contrast ≥ 4.5:1 on both background and surface (axe checks run in the browser tests).
    textMuted: '#4f5b69',
    brand: '#0b5cad',
    brandText: '#ffffff',
    border: '#d3d9e0',
    focus: '#f5a623',
    danger: '#b3261e',
    notice: '#fff6db',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", "Noto Sans CJK SC", "Noto Sans CJK TC", "PingFang SC", "Microsoft YaHei", sans-serif',
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  lineHeight: { body: '1.5', heading: '1.25' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
});
