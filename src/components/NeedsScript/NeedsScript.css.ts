import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { scriptFailed } from '../../helpers/hydration/scriptFailed';

/**
 * Hidden while the tool works; shown when its code is off (noscript) or failed to load (the
 * `data-script-failed` attribute, on the tool or around it).
 */
export const notice = style({
  display: 'none',
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  background: vars.color.tone.critical.background,
  color: vars.color.tone.critical.text,
  selectors: { [`${scriptFailed} &, noscript &`]: { display: 'block' } },
});
