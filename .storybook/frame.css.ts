import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/**
 * Storybook's own `layout: 'padded'` pads <body>, which the story tests' screenshots never see,
 * so focus rings and shadows at the edge would be cut off. The frame pads inside the story root.
 */
export const padded = style({ padding: vars.space[4] });

/** A wrapper that only carries an attribute (an example's `lang`), with no box of its own. */
export const contents = style({ display: 'contents' });
