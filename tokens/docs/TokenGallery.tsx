/**
 * The token docs: what designers look at instead of reading `primitives.ts` and `semantic.ts`.
 * Inline styles here only *display* token values (a swatch's colour, a ruler's length).
 */
import { contrastLevel, contrastRatio } from '../contrast';
import {
  breakpoints,
  durations,
  easings,
  iconography,
  motionDistances,
  palette,
  radii,
  shadows,
  sizePresets,
  space,
  typography,
  zIndex,
} from '../primitives';
import { semanticDescriptions, type SemanticGroupPath } from '../descriptions';
import {
  contrastPairs,
  darkSemanticSource,
  darkSemanticTokens,
  semanticColor,
  semanticSource,
  semanticTokens,
  themedGroups,
  type ContrastPair,
} from '../semantic';
import { vars } from '../theme.css';
import { Ref } from '../tiers';
import { CopyButton, CopyStatus, useClipboard, type Clipboard } from './Copy';
import * as styles from './TokenGallery.css';

const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

type Family = Exclude<keyof typeof palette, 'scrim' | 'veil' | 'transparent'>;
const families: Family[] = ['brand', 'accent', 'neutral', 'success', 'info', 'error'];

/** A token table's column headings, each a header for its column. */
function ColumnHeads({ names }: { names: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={styles.cell}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function PaletteGallery() {
  return (
    <div>
      {families.map((family) => (
        <section key={family} className={styles.section} aria-labelledby={`palette-${family}`}>
          <h3 id={`palette-${family}`} className={styles.familyTitle}>
            {family}
          </h3>
          <ul className={styles.swatchGrid}>
            {Object.entries(palette[family]).map(([step, hex]) => {
              const onWhite = contrastRatio(hex, palette.neutral[0]);
              const onInk = contrastRatio(hex, palette.neutral[900]);
              return (
                <li key={step}>
                  <div className={styles.swatch} style={{ background: hex }} />
                  <p className={styles.swatchName}>
                    {family}.{step}
                  </p>
                  <p className={styles.meta}>{hex}</p>
                  <p className={styles.meta}>
                    vs white {ratioText(onWhite)} · vs ink {ratioText(onInk)}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Each pair once, with its colours in both themes, in the order `contrastPairs` lists them. */
const pairsByName = contrastPairs.reduce<
  Map<string, Partial<Record<ContrastPair['theme'], ContrastPair>>>
>(
  (byName, pair) => byName.set(pair.name, { ...byName.get(pair.name), [pair.theme]: pair }),
  new Map(),
);

function ContrastCell({ pair }: { pair: ContrastPair | undefined }) {
  if (!pair) return <td className={styles.cell}>—</td>;
  const ratio = contrastRatio(pair.fg, pair.bg);
  const passes = ratio >= pair.min;
  const isText = pair.min >= 4.5;
  const result = !passes ? 'Fail' : isText ? contrastLevel(ratio) : 'Pass';
  return (
    <td className={styles.cell}>
      <span className={styles.contrastCell}>
        {isText ? (
          <span className={styles.sample} style={{ color: pair.fg, background: pair.bg }}>
            Aa
          </span>
        ) : (
          <span
            className={styles.uiSample}
            style={{ borderColor: pair.fg, background: pair.bg }}
            aria-hidden="true"
          />
        )}
        <span>
          {ratioText(ratio)}{' '}
          <span className={passes ? styles.badge : styles.badgeFail}>{result}</span>
        </span>
      </span>
    </td>
  );
}

/**
 * Every pair the components draw, named by its tokens, with its ratio in each theme. The samples
 * are drawn in each theme's own colours whatever theme the page is in, so the two can be read
 * side by side.
 */
export function ContrastTable() {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Semantic colour pairs and their WCAG contrast in the light and dark themes
      </caption>
      <ColumnHeads names={['Pair', 'Light', 'Dark', 'Needs']} />
      <tbody>
        {[...pairsByName].map(([name, { light, dark }]) => {
          const pair = light ?? dark;
          if (!pair) return null;
          return (
            <tr key={name}>
              <th scope="row" className={styles.cell}>
                <span className={styles.pairName}>{name}</span>
                <span className={styles.meta}>
                  <code>{pair.fgToken}</code> on <code>{pair.bgToken}</code>
                </span>
              </th>
              <ContrastCell pair={light} />
              <ContrastCell pair={dark} />
              <td className={styles.cell}>{pair.min >= 4.5 ? 'Text 4.5:1' : 'Non-text 3:1'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

interface SourceTree {
  readonly [key: string]: Ref | SourceTree;
}

/** Every token under a group of the semantic source, as its path from the tier's root. */
function tokenPaths(tree: SourceTree, prefix: readonly string[]): string[][] {
  return Object.entries(tree).flatMap(([key, node]) =>
    node instanceof Ref ? [[...prefix, key]] : tokenPaths(node, [...prefix, key]),
  );
}

function at(tree: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
}

const valueAt = (tree: unknown, path: readonly string[]) => String(at(tree, path));

/** The primitive a token stands for, as the palette names it: `neutral.600`. */
const primitiveAt = (tree: unknown, path: readonly string[]) => {
  const reference = at(tree, path);
  if (!(reference instanceof Ref)) return '';
  const primitive: string = (reference as Ref).path;
  return primitive.replace(/^palette\./, '');
};

/**
 * The custom property the theme sets for a token, read from the contract itself: in the
 * published Storybook vanilla-extract writes short hashed names, in development readable ones,
 * and this shows whichever the page is drawn with, as DevTools will.
 */
const cssVariableAt = (path: readonly string[]) =>
  valueAt(vars, path).replace(/^var\((--[^,)]+)\)$/, '$1');

function ColourValue({
  hex,
  primitive,
  token,
  theme,
  clipboard,
}: {
  hex: string;
  primitive: string;
  token: string;
  theme: string;
  clipboard: Clipboard;
}) {
  return (
    <td className={styles.cell}>
      <span className={styles.valueCell}>
        <CopyButton value={hex} clipboard={clipboard} context={`${token}, ${theme} theme`}>
          <span className={styles.chip} style={{ background: hex }} aria-hidden="true" />
          {hex}
        </CopyButton>
        <span className={styles.meta}>{primitive}</span>
      </span>
    </td>
  );
}

type ColorGroup = keyof typeof semanticSource.color;
const colorGroups = Object.keys(semanticSource.color) as ColorGroup[];

const groupDescription = (path: string) => semanticDescriptions[path as SemanticGroupPath];

/**
 * Every semantic colour, grouped as the semantic tree groups them, by the name a component
 * reads it with, with its value in each theme and the custom property that carries it.
 */
export function SemanticColours() {
  const clipboard = useClipboard();
  return (
    <div className={styles.section}>
      {colorGroups.map((group) => (
        <table key={group} className={styles.tokenTable}>
          <caption className={styles.caption}>
            color.{group}
            <span className={styles.captionNote}>{groupDescription(`color.${group}`)}</span>
          </caption>
          <ColumnHeads names={['Token', 'Light', 'Dark', 'CSS variable']} />
          <tbody>
            {tokenPaths(semanticSource.color[group], ['color', group]).map((path) => {
              const token = path.slice(1).join('.');
              return (
                <tr key={token}>
                  <th scope="row" className={styles.cell}>
                    <CopyButton value={token} clipboard={clipboard} />
                  </th>
                  <ColourValue
                    hex={valueAt(semanticTokens, path)}
                    primitive={primitiveAt(semanticSource, path)}
                    token={token}
                    theme="light"
                    clipboard={clipboard}
                  />
                  <ColourValue
                    hex={valueAt(darkSemanticTokens, path)}
                    primitive={primitiveAt(darkSemanticSource, path)}
                    token={token}
                    theme="dark"
                    clipboard={clipboard}
                  />
                  <td className={styles.cell}>
                    <CopyButton
                      value={cssVariableAt(path)}
                      clipboard={clipboard}
                      context={`CSS variable of ${token}`}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
      <CopyStatus clipboard={clipboard} />
    </div>
  );
}

type OtherGroup = Exclude<keyof typeof semanticSource, 'color'>;
const otherGroups = (Object.keys(semanticSource) as (keyof typeof semanticSource)[]).filter(
  (group): group is OtherGroup => group !== 'color',
);
const isThemed = (group: string) => (themedGroups as readonly string[]).includes(group);

/**
 * Every semantic token that is not a colour: type, space, radii, shadows, layers, sizes and
 * motion. Only the shadows differ between the themes; the rest is one value in both.
 */
export function SemanticTokenList() {
  const clipboard = useClipboard();
  return (
    <div className={styles.section}>
      {otherGroups.map((group) => {
        const themed = isThemed(group);
        return (
          <table key={group} className={styles.tokenTable}>
            <caption className={styles.caption}>
              {group}
              <span className={styles.captionNote}>{groupDescription(group)}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  Token
                </th>
                <th scope="col" className={styles.cell}>
                  {themed ? 'Light' : 'Value (both themes)'}
                </th>
                {themed && (
                  <th scope="col" className={styles.cell}>
                    Dark
                  </th>
                )}
                <th scope="col" className={styles.cell}>
                  CSS variable
                </th>
              </tr>
            </thead>
            <tbody>
              {tokenPaths(semanticSource[group] as SourceTree, [group]).map((path) => {
                const token = path.join('.');
                return (
                  <tr key={token}>
                    <th scope="row" className={styles.cell}>
                      <CopyButton value={token} clipboard={clipboard} />
                    </th>
                    <td className={styles.cell}>
                      <CopyButton
                        value={valueAt(semanticTokens, path)}
                        clipboard={clipboard}
                        context={themed ? `${token}, light theme` : token}
                      />
                    </td>
                    {themed && (
                      <td className={styles.cell}>
                        <CopyButton
                          value={valueAt(darkSemanticTokens, path)}
                          clipboard={clipboard}
                          context={`${token}, dark theme`}
                        />
                      </td>
                    )}
                    <td className={styles.cell}>
                      <CopyButton
                        value={cssVariableAt(path)}
                        clipboard={clipboard}
                        context={`CSS variable of ${token}`}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
      <CopyStatus clipboard={clipboard} />
    </div>
  );
}

type FontSize = keyof typeof typography.fontSize;
type TypeRole = 'Text' | 'Heading';

/** The line height each component sets its text in: body text loose, headings tight. */
const roleLineHeight: Record<TypeRole, keyof typeof typography.lineHeight> = {
  Text: 'normal',
  Heading: 'tight',
};

/**
 * Where each step is drawn. Keyed by the scale, so a new step fails the type check until it says
 * what it is for.
 */
const typeSteps: Record<FontSize, { roles: readonly TypeRole[]; uses: string }> = {
  xs: { roles: ['Text'], uses: "Fine print, a badge, a menu item's tag, an avatar's initials" },
  sm: { roles: ['Text', 'Heading'], uses: 'Field hints and errors, captions, tooltips, tables' },
  md: { roles: ['Text', 'Heading'], uses: 'Body text, every text field, the default button' },
  lg: { roles: ['Text', 'Heading'], uses: 'Leads, card titles, a large button' },
  xl: { roles: ['Text', 'Heading'], uses: "Level 3 headings, a feature page's claim, the logo" },
  xxl: {
    roles: ['Heading'],
    uses: "Level 2 headings, a page title on a phone, a plan's price, a status badge",
  },
  '5xl': { roles: ['Heading'], uses: 'A page title from the desktop breakpoint (display)' },
};

const rootPx = 16;
const pxText = (px: number) => `${Number(px.toFixed(2))}px`;

/**
 * The type scale step by step: its size in px and rem, the line height it is set in by the
 * components that use it, and where it goes.
 */
export function TypeScale() {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Type scale: Inter, sizes from the size presets on a {rootPx}px root
      </caption>
      <ColumnHeads names={['Token', 'Size', 'Line height', 'Where it goes', 'Sample']} />
      <tbody>
        {(Object.keys(typography.fontSize) as FontSize[]).map((name) => {
          const size = typography.fontSize[name];
          const px = sizePresets[name] * rootPx;
          const { roles, uses } = typeSteps[name];
          const [primary = 'Text'] = roles;
          return (
            <tr key={name}>
              <th scope="row" className={styles.cell}>
                font.size.{name}
              </th>
              <td className={styles.cell}>
                <span className={styles.nowrap}>{pxText(px)}</span>
                <span className={styles.metaNowrap}>
                  {size} (× {sizePresets[name]})
                </span>
              </td>
              <td className={styles.cell}>
                {roles.map((role) => {
                  const lineHeight = typography.lineHeight[roleLineHeight[role]];
                  return (
                    <span key={role} className={styles.lineHeightRow}>
                      <span className={styles.metaInline}>{role}</span> {lineHeight} ·{' '}
                      {pxText(px * Number(lineHeight))}
                    </span>
                  );
                })}
              </td>
              <td className={styles.cell}>{uses}</td>
              <td className={styles.cell}>
                <p
                  className={styles.typeSample}
                  style={{
                    fontSize: size,
                    lineHeight: typography.lineHeight[roleLineHeight[primary]],
                    fontWeight: primary === 'Heading' ? typography.fontWeight.bold : undefined,
                  }}
                >
                  Cash when you need it
                </p>
              </td>
            </tr>
          );
        })}
        {Object.entries(typography.fontWeight).map(([name, weight]) => (
          <tr key={name}>
            <th scope="row" className={styles.cell}>
              font.weight.{name}
            </th>
            <td className={styles.cell}>{weight}</td>
            <td className={styles.cell}>—</td>
            <td className={styles.cell}>—</td>
            <td className={styles.cell}>
              <p className={styles.typeSample} style={{ fontWeight: weight }}>
                Instant transfers, zero drama
              </p>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SpaceRuler() {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Space scale (multiples of 4px)</caption>
      <ColumnHeads names={['Token', 'Value', 'Ruler']} />
      <tbody>
        {Object.entries(space).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" className={styles.cell}>
              space.{name}
            </th>
            <td className={styles.cell}>
              {value} ({parseFloat(value) * 16}px)
            </td>
            <td className={styles.cell}>
              <div className={styles.bar} style={{ width: value }} data-testid={`ruler-${name}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RadiiAndShadows() {
  return (
    <div className={styles.section}>
      <table className={styles.table}>
        <caption className={styles.caption}>Radii</caption>
        <tbody>
          {Object.entries(radii).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={styles.cell}>
                radius.{name}
              </th>
              <td className={styles.cell}>{value}</td>
              <td className={styles.cell}>
                <div className={styles.tile} style={{ borderRadius: value }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption className={styles.caption}>Shadows</caption>
        <tbody>
          {Object.entries(shadows).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={styles.cell}>
                shadow.{name}
              </th>
              <td className={styles.cell}>{value}</td>
              <td className={styles.cell}>
                <div className={styles.shadowTile} style={{ boxShadow: value }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The semantic colours the product illustrations are drawn in. */
export function IllustrationPalette() {
  return (
    <section className={styles.section} aria-labelledby="palette-illustration">
      <h3 id="palette-illustration" className={styles.familyTitle}>
        color.illustration
      </h3>
      <ul className={styles.swatchGrid}>
        {Object.entries(semanticColor.illustration).map(([name, hex]) => (
          <li key={name}>
            <div className={styles.swatch} style={{ background: hex }} />
            <p className={styles.swatchName}>illustration.{name}</p>
            <p className={styles.meta}>{hex}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Icon sizes, as multiples of the surrounding text, each drawn with the one icon stroke. */
export function IconScale() {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Icon sizes (stroke {iconography.strokeWidth} on a 24-unit grid)
      </caption>
      <tbody>
        {Object.entries(iconography.scale).map(([name, multiple]) => (
          <tr key={name}>
            <th scope="row" className={styles.cell}>
              iconography.scale.{name}
            </th>
            <td className={styles.cell}>{multiple} em</td>
            <td className={styles.cell}>
              <svg
                width={`${multiple}em`}
                height={`${multiple}em`}
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={iconography.strokeWidth}
                aria-hidden="true"
              >
                <rect x="3" y="3" width="18" height="18" rx="4" />
              </svg>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const motionUses: Record<keyof typeof durations, string> = {
  instant: 'State changes with no motion',
  fast: 'Hover and press feedback',
  base: 'Panels and accordions opening',
  slide: 'Carousel moves to the next slide',
  spin: 'One spinner revolution',
  statusMessage: 'Success and error messages clear',
  carouselAutoplay: 'Autoplay interval; autoplay stays off',
};

export function MotionAndLayout() {
  return (
    <div className={styles.section}>
      <table className={styles.table}>
        <caption className={styles.caption}>Motion</caption>
        <tbody>
          {Object.entries(durations).map(([name, ms]) => (
            <tr key={name}>
              <th scope="row" className={styles.cell}>
                duration.{name}
              </th>
              <td className={styles.cell}>{ms} ms</td>
              <td className={styles.cell}>{motionUses[name as keyof typeof durations]}</td>
            </tr>
          ))}
          {Object.entries(easings).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={styles.cell}>
                easing.{name}
              </th>
              <td className={styles.cell}>{value}</td>
              <td className={styles.cell}>Timing function</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={styles.cell}>
              distance.headerFade
            </th>
            <td className={styles.cell}>{motionDistances.headerFade} px</td>
            <td className={styles.cell}>Header goes from transparent to white over this scroll</td>
          </tr>
        </tbody>
      </table>
      <table className={styles.table}>
        <caption className={styles.caption}>Breakpoints and layers</caption>
        <tbody>
          <tr>
            <th scope="row" className={styles.cell}>
              breakpoint.mobileMax
            </th>
            <td className={styles.cell}>{breakpoints.mobileMax} px</td>
            <td className={styles.cell}>Up to here: one carousel slide</td>
          </tr>
          <tr>
            <th scope="row" className={styles.cell}>
              breakpoint.tabletMax
            </th>
            <td className={styles.cell}>{breakpoints.tabletMax} px</td>
            <td className={styles.cell}>Up to here: two carousel slides</td>
          </tr>
          <tr>
            <th scope="row" className={styles.cell}>
              breakpoint.desktop
            </th>
            <td className={styles.cell}>{breakpoints.desktop} px</td>
            <td className={styles.cell}>From here: desktop header and mega-menu</td>
          </tr>
          {Object.entries(zIndex).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={styles.cell}>
                zIndex.{name}
              </th>
              <td className={styles.cell}>{value}</td>
              <td className={styles.cell}>Stacking layer</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
