import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const illustration = style({
  display: 'block',
  // Beside text in a row, it keeps its own width and the text takes the rest.
  flex: 'none',
  width: '100%',
  maxWidth: vars.size.illustration,
  // The width and height attributes give the box its ratio before it is drawn: nothing moves.
  height: 'auto',
  marginInline: 'auto',
  '@media': {
    // Every shape would be drawn in the one forced text colour: a dark block. It is decorative.
    '(forced-colors: active)': { display: 'none' },
  },
});

const fill = (colour: string) => style({ fill: colour });

export const backdrop = fill(vars.color.illustration.backdrop);
export const device = fill(vars.color.illustration.device);
export const screen = fill(vars.color.illustration.screen);
export const card = fill(vars.color.illustration.card);
export const cardDetail = fill(vars.color.illustration.cardDetail);
export const line = fill(vars.color.illustration.line);
export const tile = fill(vars.color.illustration.tile);
export const coin = fill(vars.color.illustration.coin);
export const coinFace = fill(vars.color.illustration.coinFace);
export const coinMark = fill(vars.color.illustration.coinMark);

/** Glyphs and arcs drawn as lines take their colour from the stroke, not the fill. */
export const brandStroke = style({ fill: 'none', stroke: vars.color.illustration.card });
export const trackStroke = style({ fill: 'none', stroke: vars.color.illustration.line });
