import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

import { iconTile } from '../../internal/styles/shared.css';

export { tagPill } from '../../internal/styles/shared.css';

/** On the card's grey, and on its green when hovered, the tile stays a white square. */
export const icon = style([iconTile, { background: vars.color.surface.page }]);
