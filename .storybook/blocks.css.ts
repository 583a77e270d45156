import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

const appText = {
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
};

/**
 * In an app, components inherit the theme's text from <html>; on a docs page they would inherit
 * Storybook's typography instead. Story mode (and so every screenshot) has no `.docs-story`.
 * The ground is the theme's page too: with the toolbar's dark theme a docs page's examples are
 * drawn on the dark page they were made for, inside Storybook's light docs column.
 */
globalStyle('.docs-story', { ...appText, background: vars.color.surface.page });

/**
 * Storybook's boolean control in a props table writes "False" and "True" beside its switch, the
 * one not chosen at half the text's strength, which falls below 4.5:1 on the light theme's grey
 * track. Both words in the theme's text colour; the switch's knob says which is chosen.
 */
globalStyle('.docblock-argstable label[aria-label] > span[aria-hidden="true"]', {
  color: 'inherit',
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

export const guidelines = style({
  display: 'grid',
  // Side by side when the docs column is wide enough, stacked otherwise.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space[6],
  margin: `${vars.space[6]} 0`,
});

// On the theme's own page, so the verdict's status colour keeps its contrast in either theme.
const guidelineBase = style({
  ...appText,
  minWidth: 0,
  borderTopWidth: vars.borderWidth.thick,
  borderTopStyle: 'solid',
  padding: vars.space[2],
  background: vars.color.surface.page,
});

export const guideline = styleVariants({
  do: [guidelineBase, { borderTopColor: vars.color.tone.positive.border }],
  dont: [guidelineBase, { borderTopColor: vars.color.tone.critical.border }],
});

export const verdict = styleVariants({
  do: { color: vars.color.tone.positive.text, fontWeight: vars.font.weight.bold },
  dont: { color: vars.color.tone.critical.text, fontWeight: vars.font.weight.bold },
});

/** A live example that is not a story: framed like Storybook's canvas, without its toolbar. */
export const example = style({
  ...appText,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[4],
  margin: `${vars.space[4]} 0`,
  padding: vars.space[6],
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.page,
});

/**
 * A played story's frame (played-story.tsx): the docs column's width, or the width of the phone
 * the story is pinned to, and its own content's height.
 */
export const playedFrame = style({
  display: 'block',
  inlineSize: '100%',
  maxInlineSize: '100%',
  border: 0,
});

/** Where a played story's frame will be, until its turn to play comes. */
export const playedWaiting = style({
  blockSize: vars.space[20],
});
