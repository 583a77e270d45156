import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { glyphAttributes, glyphElements } from '../Icon/Glyph';
import { productIcons, type ProductIconName } from '../Icon/productIcons';
import * as styles from './ProductIllustration.css';

/**
 * What the phone's screen shows: the home page's balance and activity, a cash advance being
 * picked, a credit score, or any product's own icon.
 */
export const illustrationScenes = ['home', 'cashAdvance', 'creditScore', 'product'] as const;
/** One of `illustrationScenes`: what the illustrated phone's screen shows. */
export type IllustrationScene = (typeof illustrationScenes)[number];

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<svg>`. */
export interface ProductIllustrationProps extends Omit<
  ComponentPropsWithRef<'svg'>,
  'children' | 'viewBox' | 'width' | 'height'
> {
  /**
   * The Beem product it shows, by name: its product icon is drawn on the screen and floats beside
   * the phone. (A product, not an `icon`: the drawing is the product's own, from its name.)
   */
  product: ProductIconName;
  /**
   * The screen to draw; `product` is the product's icon and a generic screen.
   * @default product
   */
  scene?: IllustrationScene;
}

/** The drawing's own units; the element scales to its column and keeps this ratio. */
const WIDTH = 400;
const HEIGHT = 320;

function Coin({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g>
      <circle className={styles.coin} cx={x} cy={y} r={r} />
      <circle className={styles.coinFace} cx={x} cy={y} r={r * 0.72} />
      <rect
        className={styles.coinMark}
        x={x - r * 0.12}
        y={y - r * 0.5}
        width={r * 0.24}
        height={r}
        rx={r * 0.12}
      />
    </g>
  );
}

function Glyph({
  icon,
  x,
  y,
  size,
}: {
  icon: ProductIconName;
  x: number;
  y: number;
  size: number;
}) {
  const glyph = productIcons[icon];
  return (
    <svg
      {...glyphAttributes(glyph, styles.brandStroke)}
      x={x}
      y={y}
      width={size}
      height={size}
      aria-hidden="true"
    >
      {glyphElements(glyph)}
    </svg>
  );
}

/** Rows of placeholder text: a round avatar or none, and two bars. */
function Rows({ top, count, avatar }: { top: number; count: number; avatar?: boolean }) {
  return (
    <g>
      {Array.from({ length: count }, (_, index) => {
        const y = top + index * 30;
        const left = avatar ? 176 : 150;
        return (
          <g key={y}>
            {avatar && <circle className={styles.tile} cx={160} cy={y + 9} r={9} />}
            <rect className={styles.line} x={left} y={y + 2} width={224 - left} height={6} rx={3} />
            <rect
              className={styles.line}
              x={left}
              y={y + 12}
              width={(224 - left) * 0.6}
              height={5}
              rx={2.5}
            />
          </g>
        );
      })}
    </g>
  );
}

/** The screen's top card: a label bar and an amount bar in white. */
function Card({ amount = 64 }: { amount?: number }) {
  return (
    <g>
      <rect className={styles.card} x={146} y={48} width={108} height={64} rx={12} />
      <rect className={styles.cardDetail} x={158} y={62} width={44} height={6} rx={3} />
      <rect className={styles.screen} x={158} y={78} width={amount} height={12} rx={6} />
    </g>
  );
}

function Screen({
  scene,
  icon,
}: {
  scene: NonNullable<ProductIllustrationProps['scene']>;
  icon: ProductIllustrationProps['product'];
}) {
  if (scene === 'home')
    return (
      <g>
        <Card />
        <Rows top={126} count={4} avatar />
        <rect className={styles.card} x={146} y={262} width={108} height={22} rx={11} />
      </g>
    );
  if (scene === 'cashAdvance')
    return (
      <g>
        <Card amount={76} />
        {/* The amount picker: a track filled to the chosen amount, and its handle. */}
        <rect className={styles.line} x={150} y={146} width={100} height={8} rx={4} />
        <rect className={styles.cardDetail} x={150} y={146} width={68} height={8} rx={4} />
        <circle className={styles.card} cx={218} cy={150} r={9} />
        <Rows top={176} count={2} />
        <rect className={styles.card} x={146} y={262} width={108} height={22} rx={11} />
      </g>
    );
  if (scene === 'creditScore')
    return (
      <g>
        {/* A score gauge: the track, then the part of the arc the score reaches. */}
        <path
          className={styles.trackStroke}
          d="M158 130a42 42 0 0 1 84 0"
          strokeWidth={12}
          strokeLinecap="round"
        />
        <path
          className={styles.brandStroke}
          d="M158 130a42 42 0 0 1 66-34.4"
          strokeWidth={12}
          strokeLinecap="round"
        />
        <rect className={styles.card} x={184} y={112} width={32} height={12} rx={6} />
        <Rows top={154} count={3} avatar />
        <rect className={styles.card} x={146} y={262} width={108} height={22} rx={11} />
      </g>
    );
  return (
    <g>
      <rect className={styles.tile} x={172} y={52} width={56} height={56} rx={14} />
      <Glyph icon={icon} x={184} y={64} size={32} />
      <rect className={styles.line} x={156} y={124} width={88} height={8} rx={4} />
      <rect className={styles.line} x={168} y={140} width={64} height={6} rx={3} />
      <Rows top={166} count={3} avatar />
      <rect className={styles.card} x={146} y={262} width={108} height={22} rx={11} />
    </g>
  );
}

/**
 * A hero's picture of the product: a phone showing the feature, drawn from tokens as inline SVG
 * (no image to fetch, nothing from another host). Decorative: the hero's text says it all, so it
 * is hidden from assistive technology. Its width and height attributes fix its ratio before
 * layout, so it never moves the page, and it holds no image or text, so it never becomes the
 * largest paint: the headline stays that.
 */
export function ProductIllustration({
  product,
  scene = 'product',
  className,
  ...props
}: ProductIllustrationProps) {
  return (
    <svg
      {...props}
      className={clsx(styles.illustration, className)}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      focusable="false"
      data-scene={scene}
    >
      <rect className={styles.backdrop} x={24} y={40} width={352} height={256} rx={32} />
      <circle className={styles.tile} cx={336} cy={72} r={48} />
      <rect className={styles.device} x={130} y={16} width={140} height={296} rx={26} />
      <rect className={styles.screen} x={138} y={26} width={124} height={276} rx={18} />
      <rect className={styles.device} x={182} y={32} width={36} height={6} rx={3} />
      <Screen scene={scene} icon={product} />
      {/* Beside the phone: the product's icon on a card, and coins. */}
      <rect className={styles.screen} x={284} y={176} width={64} height={64} rx={16} />
      <Glyph icon={product} x={300} y={192} size={32} />
      <Coin x={78} y={112} r={30} />
      <Coin x={96} y={226} r={20} />
    </svg>
  );
}
