import { style } from '@vanilla-extract/css';

/** The wrapper adds no box: the island lays out exactly as the page around it says. */
export const island = style({ display: 'contents' });
