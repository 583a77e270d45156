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
import { contrastPairs, semanticColor, type ThemeMode } from '../semantic';
import * as styles from './TokenGallery.css';

const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

type Family = Exclude<keyof typeof palette, 'scrim' | 'veil' | 'transparent'>;
const families: Family[] = ['brand', 'accent', 'neutral', 'success', 'info', 'error'];

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

/**
 * One theme's pairs, drawn in that theme's own colours whatever theme the page is in, so both
 * tables can be read side by side on one page.
 */
export function ContrastTable({ theme = 'light' }: { theme?: ThemeMode }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Semantic colour pairs and their WCAG contrast in the {theme} theme
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            Pair
          </th>
          <th scope="col" className={styles.cell}>
            Sample
          </th>
          <th scope="col" className={styles.cell}>
            Ratio
          </th>
          <th scope="col" className={styles.cell}>
            Needs
          </th>
          <th scope="col" className={styles.cell}>
            Result
          </th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs
          .filter((pair) => pair.theme === theme)
          .map(({ name, fg, bg, min }) => {
            const ratio = contrastRatio(fg, bg);
            const passes = ratio >= min;
            const isText = min >= 4.5;
            const result = !passes ? 'Fail' : isText ? contrastLevel(ratio) : 'AA (non-text)';
            return (
              <tr key={name}>
                <th scope="row" className={styles.cell}>
                  {name}
                </th>
                <td className={styles.cell}>
                  {isText ? (
                    <span className={styles.sample} style={{ color: fg, background: bg }}>
                      Aa
                    </span>
                  ) : (
                    <span
                      className={styles.uiSample}
                      style={{ borderColor: fg, background: bg }}
                      aria-hidden="true"
                    />
                  )}
                </td>
                <td className={styles.cell}>{ratioText(ratio)}</td>
                <td className={styles.cell}>{isText ? 'Text 4.5:1' : 'Non-text 3:1'}</td>
                <td className={styles.cell}>
                  <span className={passes ? styles.badge : styles.badgeFail}>{result}</span>
                </td>
              </tr>
            );
          })}
      </tbody>
    </table>
  );
}

export function TypeScale() {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Type scale: Inter, sizes from the size presets</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            Token
          </th>
          <th scope="col" className={styles.cell}>
            Preset
          </th>
          <th scope="col" className={styles.cell}>
            Size
          </th>
          <th scope="col" className={styles.cell}>
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(typography.fontSize).map(([name, size]) => (
          <tr key={name}>
            <th scope="row" className={styles.cell}>
              {name}
            </th>
            <td className={styles.cell}>× {sizePresets[name as keyof typeof sizePresets]}</td>
            <td className={styles.cell}>
              {size} ({parseFloat(size) * 16}px)
            </td>
            <td className={styles.cell}>
              <p className={styles.typeSample} style={{ fontSize: size }}>
                Cash when you need it
              </p>
            </td>
          </tr>
        ))}
        {Object.entries(typography.fontWeight).map(([name, weight]) => (
          <tr key={name}>
            <th scope="row" className={styles.cell}>
              weight.{name}
            </th>
            <td className={styles.cell}>—</td>
            <td className={styles.cell}>{weight}</td>
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
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            Token
          </th>
          <th scope="col" className={styles.cell}>
            Value
          </th>
          <th scope="col" className={styles.cell}>
            Ruler
          </th>
        </tr>
      </thead>
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
