import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { islandFailed } from '../../helpers/hydration/islands.css';

/** Hidden while the tool works; shown when its code is off (noscript) or failed to load. */
export const notice = style({
  display: 'none',
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  background: vars.color.status.error.background,
  color: vars.color.status.error.text,
  selectors: { [`${islandFailed} &, noscript &`]: { display: 'block' } },
});
