import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';
import type { StatusTone } from '../../internal/vocabulary/tone';

/**
 * Three of the shared tone list: `critical` for what went wrong (the error screen's red badge),
 * `caution` for what may (an amber badge), `neutral` for a state that is nobody's error and that
 * the reader cannot change on the page, such as a blocked account (the calm grey badge).
 */
export type StatusScreenTone = Extract<StatusTone, 'neutral' | 'caution' | 'critical'>;
/**
 * Every status screen tone, as a list: for a control that offers them all, or a test that visits
 * each.
 */
export const statusScreenTones = [
  'neutral',
  'caution',
  'critical',
] as const satisfies readonly StatusScreenTone[];

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  paddingBlock: vars.space[12],
  textAlign: 'center',
});

export const badge = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: vars.space[16],
    height: vars.space[16],
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surface.sunken, color: vars.color.text.default },
      caution: {
        background: vars.color.tone.caution.background,
        color: vars.color.tone.caution.text,
      },
      critical: {
        background: vars.color.tone.critical.background,
        color: vars.color.tone.critical.text,
      },
    } satisfies Record<StatusScreenTone, object>,
  },
});

export const message = style({ overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  textUnderlineOffset: vars.space[1],
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { ...focusRing, borderRadius: vars.radius.sm },
  },
});
