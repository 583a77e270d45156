import { Box, vars } from '@beem/design-system';
import { palette } from '@beem/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const notice = style({
  background: vars.color.tone.positive.background,
  color: vars.color.tone['critical'].text,
  borderColor: vars.color.tone.caution.border,
  outlineColor: vars.color.tone.info.border,
  boxShadow: `0 0 0 2px var(--beem-color-tone-critical-border)`,
});

export const raw = [palette.green[500], palette.blue[700], palette.red[100], palette.brand[700]];
export const fallback = 'var(--beem-color-tone-caution-text, black)';
const status = { success: 'ok' };
export const own = status.success;

export function Panel() {
  return (
    <Box color="neutral" background="subtle">
      <Box color='muted' />
    </Box>
  );
}
