import { Box, vars } from '@beem/design-system';
import { palette } from '@beem/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const notice = style({
  background: vars.color.status.success.background,
  color: vars.color.status['error'].text,
  borderColor: vars.color.status.warning.border,
  outlineColor: vars.color.status.info.border,
  boxShadow: `0 0 0 2px var(--beem-color-status-error-border)`,
});

export const raw = [palette.success[500], palette.info[700], palette.error[100], palette.brand[700]];
export const fallback = 'var(--beem-color-status-warning-text, black)';
const status = { success: 'ok' };
export const own = status.success;

export function Panel() {
  return (
    <Box color="default" background="subtle">
      <Box color='muted' />
    </Box>
  );
}
