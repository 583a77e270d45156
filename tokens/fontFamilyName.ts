/**
 * The family the type scale is set in, as its `@font-face` rules name it. A module of its own,
 * importing nothing, so Storybook's build config (which Node loads with its own resolution) reads
 * it as the library does.
 */
export const fontFamilyName = 'Inter';
