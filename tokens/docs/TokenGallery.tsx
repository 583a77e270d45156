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
import { CopyButton, CopyStatus, useClipboard, type Clipboard, type DocsLocale } from './Copy';
import * as styles from './TokenGallery.css';

/**
 * The gallery's words in Spanish, by their English: headings, notes, the contrast pairs' names and
 * what each step is for. Token names, values and CSS variables are the same in every language and
 * are marked `translate="no"` where they are drawn.
 */
const spanish: Readonly<Record<string, string>> = {
  // Column headings, captions and verdicts.
  Pair: 'Par',
  Light: 'Claro',
  Dark: 'Oscuro',
  Needs: 'Requiere',
  'CSS variable': 'Variable CSS',
  'Value (both themes)': 'Valor (ambos temas)',
  Size: 'Tamaño',
  'Line height': 'Interlineado',
  'Where it goes': 'Dónde se usa',
  Sample: 'Muestra',
  Value: 'Valor',
  Ruler: 'Regla',
  'Semantic colour pairs and their WCAG contrast in the light and dark themes':
    'Pares de colores semánticos y su contraste WCAG en los temas claro y oscuro',
  on: 'sobre',
  Pass: 'Cumple',
  Fail: 'No cumple',
  'AA large': 'AA grande',
  'Text 4.5:1': 'Texto 4.5:1',
  'Non-text 3:1': 'No textual 3:1',
  'vs white': 'contra blanco',
  'vs ink': 'contra tinta',
  'light theme': 'tema claro',
  'dark theme': 'tema oscuro',
  'CSS variable of': 'variable CSS de',
  'Space scale (multiples of 4px)': 'Escala de espacios (múltiplos de 4px)',
  Radii: 'Radios',
  Shadows: 'Sombras',
  Motion: 'Movimiento',
  'Breakpoints and layers': 'Puntos de quiebre y capas',
  'Cash when you need it': 'Efectivo cuando lo necesitas',
  'Instant transfers, zero drama': 'Transferencias al instante, cero drama',
  'Timing function': 'Función de temporización',
  'Stacking layer': 'Capa de apilamiento',
  'Header goes from transparent to white over this scroll':
    'El encabezado pasa de transparente a blanco a lo largo de este desplazamiento',
  'Up to here: one carousel slide': 'Hasta aquí: una diapositiva del carrusel',
  'Up to here: two carousel slides': 'Hasta aquí: dos diapositivas del carrusel',
  'From here: desktop header and mega-menu': 'Desde aquí: encabezado de escritorio y megamenú',
  // The semantic groups' descriptions (tokens/descriptions.ts).
  'Backgrounds of pages, sections and overlays.':
    'Fondos de páginas, secciones y capas superpuestas.',
  'Text colours.': 'Colores de texto.',
  'Borders, dividers and the focus ring.': 'Bordes, divisores y el anillo de foco.',
  'Buttons and other controls, by emphasis and state.':
    'Botones y otros controles, según su énfasis y su estado.',
  "The components' tones, one group each, as the `tone` prop names them: a message, a badge, a toast, a status screen, a figure.":
    'Los tonos de los componentes, un grupo cada uno, con el nombre que les da la propiedad `tone`: un mensaje, una insignia, un aviso, una pantalla de estado, una cifra.',
  'Tags and celebration highlights (the sunshine accent).':
    'Etiquetas y detalles de celebración (el acento amarillo sol).',
  'The loading spinner.': 'El indicador de carga.',
  "Parts a selection control draws on the brand surface: a switch's knob when it is on, light in both themes.":
    'Partes que un control de selección dibuja sobre la superficie de marca: el botón de un interruptor cuando está activado, claro en ambos temas.',
  'The product illustrations: a phone in ink with a white screen, on a soft green ground.':
    'Las ilustraciones de producto: un celular en tinta con la pantalla blanca, sobre un fondo verde suave.',
  'Typography: the Inter family, the type scale and its weights.':
    'Tipografía: la familia Inter, la escala tipográfica y sus grosores.',
  'Fixed component dimensions and reading measures.':
    'Medidas fijas de los componentes y anchos de lectura.',
  'Durations and easing curves for transitions and animations.':
    'Duraciones y curvas de aceleración para transiciones y animaciones.',
  // The contrast pairs (tokens/semantic.ts).
  'Body text on page': 'Texto principal sobre la página',
  'Body text on subtle surface': 'Texto principal sobre superficie suave',
  'Body text on sunken surface': 'Texto principal sobre superficie hundida',
  'Body text on brand-subtle surface': 'Texto principal sobre superficie suave de marca',
  'Body text on header': 'Texto principal sobre el encabezado',
  'Muted text on page': 'Texto atenuado sobre la página',
  'Muted text on subtle surface': 'Texto atenuado sobre superficie suave',
  'Muted text on sunken surface': 'Texto atenuado sobre superficie hundida',
  'Brand text on page': 'Texto de marca sobre la página',
  'Brand text on brand-subtle surface': 'Texto de marca sobre superficie suave de marca',
  'Link on page': 'Enlace sobre la página',
  'Link on subtle surface': 'Enlace sobre superficie suave',
  'Link, hovered, on page': 'Enlace, con el cursor encima, sobre la página',
  'Inverse text on brand surface': 'Texto inverso sobre superficie de marca',
  'Inverse text on inverse surface': 'Texto inverso sobre superficie inversa',
  'Primary action label': 'Texto de acción principal',
  'Primary action label, hovered': 'Texto de acción principal, con el cursor encima',
  'Primary action label, pressed': 'Texto de acción principal, presionado',
  'Secondary action label': 'Texto de acción secundaria',
  'Secondary action label, hovered': 'Texto de acción secundaria, con el cursor encima',
  'Secondary action label, pressed': 'Texto de acción secundaria, presionado',
  'Ghost action label on page': 'Texto de acción fantasma sobre la página',
  'Ghost action label, hovered': 'Texto de acción fantasma, con el cursor encima',
  'Ghost action label, pressed': 'Texto de acción fantasma, presionado',
  'Critical action label': 'Texto de acción crítica',
  'Disabled action label': 'Texto de acción desactivada',
  'Positive message': 'Mensaje positivo',
  'Neutral message': 'Mensaje neutro',
  'Info message': 'Mensaje informativo',
  'Caution message': 'Mensaje de precaución',
  'Critical message': 'Mensaje crítico',
  'Positive text on page': 'Texto positivo sobre la página',
  'Info text on page': 'Texto informativo sobre la página',
  'Caution text on page': 'Texto de precaución sobre la página',
  'Critical text on page': 'Texto crítico sobre la página',
  'Tag label': 'Texto de etiqueta',
  'Focus ring on page': 'Anillo de foco sobre la página',
  'Focus ring on subtle surface': 'Anillo de foco sobre superficie suave',
  'Secondary action border': 'Borde de acción secundaria',
  'Strong border on page': 'Borde marcado sobre la página',
  'Strong border on subtle surface': 'Borde marcado sobre superficie suave',
  'Critical border on page': 'Borde crítico sobre la página',
  'Neutral border on page': 'Borde neutro sobre la página',
  'Checked control on page': 'Control marcado sobre la página',
  'Spinner on page': 'Indicador de carga sobre la página',
  'Switch knob on checked track': 'Botón del interruptor sobre la pista activada',
  // Where each type step goes.
  "Fine print, a badge, a menu item's tag, an avatar's initials":
    'Letra pequeña, una insignia, la etiqueta de un elemento de menú, las iniciales de un avatar',
  'Field hints and errors, captions, tooltips, tables':
    'Pistas y errores de los campos, leyendas, descripciones emergentes, tablas',
  'Body text, every text field, the default button':
    'Texto principal, todos los campos de texto, el botón predeterminado',
  'Leads, card titles, a large button': 'Entradillas, títulos de tarjetas, un botón grande',
  "Level 3 headings, a feature page's claim, the logo":
    'Títulos de nivel 3, el lema de una página de función, el logo',
  "Level 2 headings, a page title on a phone, a plan's price, a status badge":
    'Títulos de nivel 2, el título de una página en un celular, el precio de un plan, una insignia de estado',
  'A page title from the desktop breakpoint (display)':
    'El título de una página desde el punto de quiebre de escritorio (display)',
  // What each duration is for.
  'State changes with no motion': 'Cambios de estado sin movimiento',
  'Hover and press feedback': 'Respuesta al pasar el cursor y al presionar',
  'Panels and accordions opening': 'Paneles y acordeones al abrirse',
  'Carousel moves to the next slide': 'El carrusel pasa a la siguiente diapositiva',
  'One spinner revolution': 'Una vuelta del indicador de carga',
  'Success and error messages clear': 'Los mensajes de éxito y de error desaparecen',
  'Autoplay interval; autoplay stays off':
    'Intervalo de reproducción automática; la reproducción automática sigue desactivada',
};

/** The gallery's words in `locale`, and its captions that hold a number. */
export function galleryText(locale: DocsLocale = 'en-US') {
  const inSpanish = locale === 'es-US';
  return {
    w: (english: string) => (inSpanish ? (spanish[english] ?? english) : english),
    typeCaption: inSpanish
      ? `Escala tipográfica: Inter, tamaños según los preajustes sobre una raíz de ${String(rootPx)}px`
      : `Type scale: Inter, sizes from the size presets on a ${String(rootPx)}px root`,
    iconCaption: inSpanish
      ? `Tamaños de ícono (trazo ${String(iconography.strokeWidth)} en una cuadrícula de 24 unidades)`
      : `Icon sizes (stroke ${String(iconography.strokeWidth)} on a 24-unit grid)`,
  };
}

/** What each gallery is told: the language the story is drawn in (English on the docs page). */
interface GalleryProps {
  locale?: DocsLocale;
}

const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

type Family = Exclude<keyof typeof palette, 'scrim' | 'veil' | 'transparent'>;
const families: Family[] = ['brand', 'accent', 'neutral', 'green', 'blue', 'red'];

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

export function PaletteGallery({ locale }: GalleryProps) {
  const { w } = galleryText(locale);
  return (
    <div>
      {families.map((family) => (
        <section key={family} className={styles.section} aria-labelledby={`palette-${family}`}>
          <h3 id={`palette-${family}`} className={styles.familyTitle} translate="no">
            {family}
          </h3>
          <ul className={styles.swatchGrid}>
            {Object.entries(palette[family]).map(([step, hex]) => {
              const onWhite = contrastRatio(hex, palette.neutral[0]);
              const onInk = contrastRatio(hex, palette.neutral[900]);
              return (
                <li key={step}>
                  <div className={styles.swatch} style={{ background: hex }} />
                  <p className={styles.swatchName} translate="no">
                    {family}.{step}
                  </p>
                  <p className={styles.meta}>{hex}</p>
                  <p className={styles.meta}>
                    {w('vs white')} {ratioText(onWhite)} · {w('vs ink')} {ratioText(onInk)}
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

function ContrastCell({
  pair,
  w,
}: {
  pair: ContrastPair | undefined;
  w: (english: string) => string;
}) {
  if (!pair) return <td className={styles.cell}>—</td>;
  const ratio = contrastRatio(pair.fg, pair.bg);
  const passes = ratio >= pair.min;
  const isText = pair.min >= 4.5;
  const result = !passes ? w('Fail') : isText ? w(contrastLevel(ratio)) : w('Pass');
  return (
    <td className={styles.cell}>
      <span className={styles.contrastCell}>
        {isText ? (
          <span
            className={styles.sample}
            style={{ color: pair.fg, background: pair.bg }}
            translate="no"
          >
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
export function ContrastTable({ locale }: GalleryProps) {
  const { w } = galleryText(locale);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {w('Semantic colour pairs and their WCAG contrast in the light and dark themes')}
      </caption>
      <ColumnHeads names={[w('Pair'), w('Light'), w('Dark'), w('Needs')]} />
      <tbody>
        {[...pairsByName].map(([name, { light, dark }]) => {
          const pair = light ?? dark;
          if (!pair) return null;
          return (
            <tr key={name}>
              <th scope="row" className={styles.cell}>
                <span className={styles.pairName}>{w(name)}</span>
                <span className={styles.meta}>
                  <code>{pair.fgToken}</code> {w('on')} <code>{pair.bgToken}</code>
                </span>
              </th>
              <ContrastCell pair={light} w={w} />
              <ContrastCell pair={dark} w={w} />
              <td className={styles.cell}>
                {pair.min >= 4.5 ? w('Text 4.5:1') : w('Non-text 3:1')}
              </td>
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
  /** "light theme" or "dark theme", in the gallery's language. */
  theme: string;
  clipboard: Clipboard;
}) {
  return (
    <td className={styles.cell}>
      <span className={styles.valueCell}>
        <CopyButton value={hex} clipboard={clipboard} context={`${token}, ${theme}`}>
          <span className={styles.chip} style={{ background: hex }} aria-hidden="true" />
          {hex}
        </CopyButton>
        <span className={styles.meta} translate="no">
          {primitive}
        </span>
      </span>
    </td>
  );
}

type ColorGroup = keyof typeof semanticSource.color;
const colorGroups = Object.keys(semanticSource.color) as ColorGroup[];

/** A group's description, in the gallery's language; none for a group that has none. */
const groupDescription = (path: string, w: (english: string) => string) => {
  const description = semanticDescriptions[path as SemanticGroupPath];
  return description && w(description);
};

/**
 * Every semantic colour, grouped as the semantic tree groups them, by the name a component
 * reads it with, with its value in each theme and the custom property that carries it.
 */
export function SemanticColours({ locale }: GalleryProps) {
  const { w } = galleryText(locale);
  const clipboard = useClipboard(locale);
  return (
    <div className={styles.section}>
      {colorGroups.map((group) => (
        <table key={group} className={styles.tokenTable}>
          <caption className={styles.caption}>
            <span translate="no">color.{group}</span>
            <span className={styles.captionNote}>{groupDescription(`color.${group}`, w)}</span>
          </caption>
          <ColumnHeads names={[w('Token'), w('Light'), w('Dark'), w('CSS variable')]} />
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
                    theme={w('light theme')}
                    clipboard={clipboard}
                  />
                  <ColourValue
                    hex={valueAt(darkSemanticTokens, path)}
                    primitive={primitiveAt(darkSemanticSource, path)}
                    token={token}
                    theme={w('dark theme')}
                    clipboard={clipboard}
                  />
                  <td className={styles.cell}>
                    <CopyButton
                      value={cssVariableAt(path)}
                      clipboard={clipboard}
                      context={`${w('CSS variable of')} ${token}`}
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
export function SemanticTokenList({ locale }: GalleryProps) {
  const { w } = galleryText(locale);
  const clipboard = useClipboard(locale);
  return (
    <div className={styles.section}>
      {otherGroups.map((group) => {
        const themed = isThemed(group);
        return (
          <table key={group} className={styles.tokenTable}>
            <caption className={styles.caption}>
              <span translate="no">{group}</span>
              <span className={styles.captionNote}>{groupDescription(group, w)}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {w('Token')}
                </th>
                <th scope="col" className={styles.cell}>
                  {themed ? w('Light') : w('Value (both themes)')}
                </th>
                {themed && (
                  <th scope="col" className={styles.cell}>
                    {w('Dark')}
                  </th>
                )}
                <th scope="col" className={styles.cell}>
                  {w('CSS variable')}
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
                        context={themed ? `${token}, ${w('light theme')}` : token}
                      />
                    </td>
                    {themed && (
                      <td className={styles.cell}>
                        <CopyButton
                          value={valueAt(darkSemanticTokens, path)}
                          clipboard={clipboard}
                          context={`${token}, ${w('dark theme')}`}
                        />
                      </td>
                    )}
                    <td className={styles.cell}>
                      <CopyButton
                        value={cssVariableAt(path)}
                        clipboard={clipboard}
                        context={`${w('CSS variable of')} ${token}`}
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
export function TypeScale({ locale }: GalleryProps) {
  const { w, typeCaption } = galleryText(locale);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{typeCaption}</caption>
      <ColumnHeads
        names={[w('Token'), w('Size'), w('Line height'), w('Where it goes'), w('Sample')]}
      />
      <tbody>
        {(Object.keys(typography.fontSize) as FontSize[]).map((name) => {
          const size = typography.fontSize[name];
          const px = sizePresets[name] * rootPx;
          const { roles, uses } = typeSteps[name];
          const [primary = 'Text'] = roles;
          return (
            <tr key={name}>
              <th scope="row" className={styles.cell} translate="no">
                font.size.{name}
              </th>
              <td className={styles.cell} translate="no">
                <span className={styles.nowrap}>{pxText(px)}</span>
                <span className={styles.metaNowrap}>
                  {size} (× {sizePresets[name]})
                </span>
              </td>
              <td className={styles.cell} translate="no">
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
              <td className={styles.cell}>{w(uses)}</td>
              <td className={styles.cell}>
                <p
                  className={styles.typeSample}
                  style={{
                    fontSize: size,
                    lineHeight: typography.lineHeight[roleLineHeight[primary]],
                    fontWeight: primary === 'Heading' ? typography.fontWeight.bold : undefined,
                  }}
                >
                  {w('Cash when you need it')}
                </p>
              </td>
            </tr>
          );
        })}
        {Object.entries(typography.fontWeight).map(([name, weight]) => (
          <tr key={name}>
            <th scope="row" className={styles.cell} translate="no">
              font.weight.{name}
            </th>
            <td className={styles.cell}>{weight}</td>
            <td className={styles.cell}>—</td>
            <td className={styles.cell}>—</td>
            <td className={styles.cell}>
              <p className={styles.typeSample} style={{ fontWeight: weight }}>
                {w('Instant transfers, zero drama')}
              </p>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SpaceRuler({ locale }: GalleryProps) {
  const { w } = galleryText(locale);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{w('Space scale (multiples of 4px)')}</caption>
      <ColumnHeads names={[w('Token'), w('Value'), w('Ruler')]} />
      <tbody>
        {Object.entries(space).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" className={styles.cell} translate="no">
              space.{name}
            </th>
            <td className={styles.cell} translate="no">
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

export function RadiiAndShadows({ locale }: GalleryProps) {
  const { w } = galleryText(locale);
  return (
    <div className={styles.section}>
      <table className={styles.table}>
        <caption className={styles.caption}>{w('Radii')}</caption>
        <tbody>
          {Object.entries(radii).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={styles.cell} translate="no">
                radius.{name}
              </th>
              <td className={styles.cell} translate="no">
                {value}
              </td>
              <td className={styles.cell}>
                <div className={styles.tile} style={{ borderRadius: value }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption className={styles.caption}>{w('Shadows')}</caption>
        <tbody>
          {Object.entries(shadows).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={styles.cell} translate="no">
                shadow.{name}
              </th>
              <td className={styles.cell} translate="no">
                {value}
              </td>
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
      <h3 id="palette-illustration" className={styles.familyTitle} translate="no">
        color.illustration
      </h3>
      <ul className={styles.swatchGrid}>
        {Object.entries(semanticColor.illustration).map(([name, hex]) => (
          <li key={name}>
            <div className={styles.swatch} style={{ background: hex }} />
            <p className={styles.swatchName} translate="no">
              illustration.{name}
            </p>
            <p className={styles.meta}>{hex}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Icon sizes, as multiples of the surrounding text, each drawn with the one icon stroke. */
export function IconScale({ locale }: GalleryProps) {
  const { iconCaption } = galleryText(locale);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{iconCaption}</caption>
      <tbody>
        {Object.entries(iconography.scale).map(([name, multiple]) => (
          <tr key={name}>
            <th scope="row" className={styles.cell} translate="no">
              iconography.scale.{name}
            </th>
            <td className={styles.cell} translate="no">
              {multiple} em
            </td>
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

export function MotionAndLayout({ locale }: GalleryProps) {
  const { w } = galleryText(locale);
  return (
    <div className={styles.section}>
      <table className={styles.table}>
        <caption className={styles.caption}>{w('Motion')}</caption>
        <tbody>
          {Object.entries(durations).map(([name, ms]) => (
            <tr key={name}>
              <th scope="row" className={styles.cell} translate="no">
                duration.{name}
              </th>
              <td className={styles.cell} translate="no">
                {ms} ms
              </td>
              <td className={styles.cell}>{w(motionUses[name as keyof typeof durations])}</td>
            </tr>
          ))}
          {Object.entries(easings).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={styles.cell} translate="no">
                easing.{name}
              </th>
              <td className={styles.cell} translate="no">
                {value}
              </td>
              <td className={styles.cell}>{w('Timing function')}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={styles.cell} translate="no">
              distance.headerFade
            </th>
            <td className={styles.cell} translate="no">
              {motionDistances.headerFade} px
            </td>
            <td className={styles.cell}>
              {w('Header goes from transparent to white over this scroll')}
            </td>
          </tr>
        </tbody>
      </table>
      <table className={styles.table}>
        <caption className={styles.caption}>{w('Breakpoints and layers')}</caption>
        <tbody>
          <tr>
            <th scope="row" className={styles.cell} translate="no">
              breakpoint.mobileMax
            </th>
            <td className={styles.cell} translate="no">
              {breakpoints.mobileMax} px
            </td>
            <td className={styles.cell}>{w('Up to here: one carousel slide')}</td>
          </tr>
          <tr>
            <th scope="row" className={styles.cell} translate="no">
              breakpoint.tabletMax
            </th>
            <td className={styles.cell} translate="no">
              {breakpoints.tabletMax} px
            </td>
            <td className={styles.cell}>{w('Up to here: two carousel slides')}</td>
          </tr>
          <tr>
            <th scope="row" className={styles.cell} translate="no">
              breakpoint.desktop
            </th>
            <td className={styles.cell} translate="no">
              {breakpoints.desktop} px
            </td>
            <td className={styles.cell}>{w('From here: desktop header and mega-menu')}</td>
          </tr>
          {Object.entries(zIndex).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={styles.cell} translate="no">
                zIndex.{name}
              </th>
              <td className={styles.cell}>{value}</td>
              <td className={styles.cell}>{w('Stacking layer')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
