import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-block',
  font: 'inherit',
  cursor: 'pointer',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {
    '&[aria-selected="true"]': {
      borderBottomColor: vars.color.brand,
      color: vars.color.text,
      fontWeight: 600,
    },
    '&:hover': { borderBottomColor: vars.color.border },
    '&[aria-selected="true"]:hover': { borderBottomColor: vars.color.brand },
  },
});

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
