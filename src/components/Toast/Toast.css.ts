import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { roundIconButton } from '../../internal/styles/shared.css';
import { statusTones, type StatusTone } from '../../internal/vocabulary/tone';

/** The status tones of the shared list. */
export const toastTones = statusTones;
/**
 * One of `toastTones`: a toast's colour and icon, and whether it is announced at once
 * (`caution`, `critical`).
 */
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
    // With an action, the message keeps the width beside the dismiss button and the action goes
    // under it: beside the message it left a phone's message a few words a line.
    withAction: {
      true: {
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        gridTemplateAreas: '"icon message dismiss" ". action ."',
        columnGap: vars.space[3],
        rowGap: vars.space[3],
      },
      false: {},
    },
    tone: {
      neutral: {
        background: vars.color.surface.page,
        color: vars.color.text.default,
        borderColor: vars.color.border.strong,
      },
      positive: {
        background: vars.color.tone.positive.background,
        color: vars.color.tone.positive.text,
        borderColor: vars.color.tone.positive.border,
      },
      info: {
        background: vars.color.tone.info.background,
        color: vars.color.tone.info.text,
        borderColor: vars.color.tone.info.border,
      },
      caution: {
        background: vars.color.tone.caution.background,
        color: vars.color.tone.caution.text,
        borderColor: vars.color.tone.caution.border,
      },
      critical: {
        background: vars.color.tone.critical.background,
        color: vars.color.tone.critical.text,
        borderColor: vars.color.tone.critical.border,
      },
    } satisfies Record<ToastTone, object>,
  },
});

/**
 * The tone's glyph, in the toast's text colour (at least 4.5:1 on the tone's tint), one line of
 * the message high, so it sits on the middle of the first line however the message wraps.
 */
export const icon = style({
  flex: 'none',
  gridArea: 'icon',
  display: 'flex',
  alignItems: 'center',
  height: `calc(${vars.font.lineHeight.normal} * ${vars.size.inline})`,
});

export const message = style({
  gridArea: 'message',
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflowWrap: 'anywhere',
});

/**
 * The action: text in the toast's own colour, underlined and bold, with a hairline box, so it
 * keeps the tone's contrast and reads as a button beside the message.
 */
export const action = style({
  flex: 'none',
  gridArea: 'action',
  justifySelf: 'start',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space[3],
  display: 'inline-flex',
  alignItems: 'center',
  border: `${vars.borderWidth.hairline} solid currentColor`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.page },
    '&:focus-visible': focusRing,
  },
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: 'ButtonText', color: 'ButtonText' },
  },
});

export const dismiss = style([
  roundIconButton,
  {
    marginBlock: `calc(${vars.space[1]} * -1)`,
    selectors: { '&:hover': { background: vars.color.surface.page } },
  },
]);
