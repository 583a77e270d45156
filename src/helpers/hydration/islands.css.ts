import { style } from '@vanilla-extract/css';

/** The wrapper adds no box: the island lays out exactly as the page around it says. */
export const island = style({ display: 'contents' });

/**
 * An island whose code could not load. A component that cannot work without its code (a form)
 * shows what it says in that case under this selector: `[`${islandFailed} &`]`.
 */
export const islandFailed = '[data-island-state="failed"]';
