import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/theme.css';
import { roundIconButton } from '../../internal/styles/shared.css';
import { statusTones, type StatusTone } from '../../internal/vocabulary/tone';

/** The status tones of the shared list. */
export const toastTones = statusTones;
export type ToastTone = StatusTone;

export const viewport = style({
  position: 'fixed',
  insetInline: vars.space[4],
  bottom: vars.space[4],
  zIndex: vars.zIndex.toast,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[2],
  pointerEvents: 'none',
});

// Not `display: contents`: some browsers drop such elements from the accessibility tree, and
// these are the live regions.
export const region = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[2],
  width: '100%',
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    width: '100%',
    maxWidth: vars.size.toast,
    padding: vars.space[4],
    borderRadius: vars.radius.md,
    borderWidth: vars.borderWidth.hairline,
    borderStyle: 'solid',
    borderInlineStartWidth: vars.borderWidth.heavy,
    boxShadow: vars.shadow.lg,
    fontSize: vars.font.size.md,
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surface.page,
        color: vars.color.text.default,
        borderColor: vars.color.border.strong,
      },
      positive: {
        background: vars.color.status.success.background,
        color: vars.color.status.success.text,
        borderColor: vars.color.status.success.border,
      },
      info: {
        background: vars.color.status.info.background,
        color: vars.color.status.info.text,
        borderColor: vars.color.status.info.border,
      },
      caution: {
        background: vars.color.status.warning.background,
        color: vars.color.status.warning.text,
        borderColor: vars.color.status.warning.border,
      },
      critical: {
        background: vars.color.status.error.background,
        color: vars.color.status.error.text,
        borderColor: vars.color.status.error.border,
      },
    } satisfies Record<ToastTone, object>,
  },
});

export const message = style({ flex: 1, margin: 0, overflowWrap: 'anywhere' });

export const dismiss = style([
  roundIconButton,
  {
    marginBlock: `calc(${vars.space[1]} * -1)`,
    selectors: { '&:hover': { background: vars.color.surface.page } },
  },
]);
