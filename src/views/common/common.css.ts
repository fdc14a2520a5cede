import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Read by screen readers, not drawn; also usable inside an @media rule of another style. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);

const shimmer = keyframes({
  '0%': { opacity: 0.55 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0.55 },
});

/** A grey bar standing in for text while it loads; still for people who ask for less motion. */
export const skeletonBar = style({
  display: 'block',
  height: '1em',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
