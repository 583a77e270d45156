import { globalStyle } from '@vanilla-extract/css';
import { beemDarkTheme, beemSystemTheme, beemTheme, vars } from './theme.css';
import './fontFallbacks.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// Whichever theme class the document carries, the page takes its type, colour and ground.
globalStyle(`html:is(.${beemTheme}, .${beemDarkTheme}, .${beemSystemTheme})`, {
  fontFamily: vars.font.family.body,
  fontSize: '100%',
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  background: vars.color.surface.page,
  WebkitTextSizeAdjust: '100%',
  // Focused elements and in-page targets stop below the sticky header (WCAG 2.4.11).
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space[4]})`,
  textRendering: 'optimizeLegibility',
});

globalStyle('body', { margin: 0 });

/**
 * Snapshot runs set `data-motion="off"` on <html> (Storybook's Motion toolbar does the same for a
 * reviewer): every animation holds its first frame and transitions finish at once, so a
 * screenshot never catches a frame in flight. The text caret is hidden too, because it blinks.
 */
const motionOff = '[data-motion="off"]';
globalStyle(`${motionOff} *, ${motionOff} *::before, ${motionOff} *::after`, {
  animationDelay: '0s !important',
  animationPlayState: 'paused !important',
  transitionDuration: '0s !important',
  transitionDelay: '0s !important',
  caretColor: 'transparent !important',
});
// The cast: csstype has no type for a value with `!important`.
globalStyle(motionOff, { scrollBehavior: 'auto !important' as 'auto' });
