/**
 * Storybook's icon docs (Foundations → Iconography), not part of the library: every glyph the package exports, by the name a developer imports it by, found
 * by typing and copied as the JSX that draws it. Built from the exports themselves, so a glyph
 * added to the open set or the product map shows here without a docs change.
 */
import { useId, useState } from 'react';
import { CopyStatus, useClipboard, type Clipboard } from '../../../tokens/docs/Copy';
import { useLocale } from '../../components/LocaleProvider/LocaleProvider';
import { SearchField } from '../../components/SearchField/SearchField';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { Glyph, type GlyphData } from '../../components/Icon/Glyph';
import * as openSet from '../../components/Icon/icons';
import { productIcons } from '../../components/Icon/productIcons';
import type { BeemLocale } from '../../helpers/locale/translate';
import * as styles from './IconGallery.css';

/** The gallery's words in each language; icon names and code are the same in both. */
export const iconGalleryText = {
  'en-US': {
    label: 'Find an icon',
    hint: 'By its name, its Lucide name (trash, x) or its product (savings)',
    all: (total: number) => `${String(total)} icons`,
    none: (query: string) => `No icon matches “${query}”`,
    some: (count: number, total: number, query: string) =>
      `${String(count)} of ${String(total)} icons match “${query}”`,
    interfaceIcons: 'Interface icons',
    productIcons: 'Product icons',
    copy: 'Copy',
  },
  'es-US': {
    label: 'Busca un ícono',
    hint: 'Por su nombre, su nombre en Lucide (trash, x) o su producto (savings)',
    all: (total: number) => `${String(total)} íconos`,
    none: (query: string) => `Ningún ícono coincide con “${query}”`,
    some: (count: number, total: number, query: string) =>
      `${String(count)} de ${String(total)} íconos ${count === 1 ? 'coincide' : 'coinciden'} con “${query}”`,
    interfaceIcons: 'Íconos de interfaz',
    productIcons: 'Íconos de productos',
    copy: 'Copiar',
  },
} satisfies Record<BeemLocale, unknown>;

type IconGalleryText = (typeof iconGalleryText)[BeemLocale];

export interface IconEntry {
  /** What the tile is called: the export's name, or the product's. */
  name: string;
  /** What a developer pastes to draw it. */
  jsx: string;
  glyph: GlyphData;
  /** Other names it is found by: Lucide's name for the glyph. */
  aliases: readonly string[];
}

/** The open set, as `<Icon icon={…} />`: each brings only its own glyph into a bundle. */
export const interfaceEntries: readonly IconEntry[] = Object.entries(openSet)
  .map(([exportName, glyph]) => ({
    name: exportName,
    jsx: `<Icon icon={${exportName}} />`,
    glyph,
    aliases: [glyph.name],
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const productEntries: readonly IconEntry[] = Object.entries(productIcons).map(
  ([name, glyph]) => ({
    name,
    jsx: `<ProductIcon name="${name}" />`,
    glyph,
    aliases: [glyph.name],
  }),
);

/** Case, spaces and hyphens aside: "arrow left", "arrow-left" and "ArrowLeft" all match. */
const fold = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

const matches = (entry: IconEntry, query: string) =>
  [entry.name, ...entry.aliases].some((name) => fold(name).includes(fold(query)));

function IconGrid({
  title,
  entries,
  clipboard,
  text,
}: {
  title: string;
  entries: readonly IconEntry[];
  clipboard: Clipboard;
  text: IconGalleryText;
}) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupTitle}>
        {title}
      </h3>
      <ul className={styles.grid}>
        {entries.map((entry) => {
          return (
            <li key={entry.name}>
              <button
                type="button"
                className={styles.tile}
                onClick={() => void clipboard.copy(entry.jsx)}
              >
                <Glyph glyph={entry.glyph} size={1.5} className={styles.glyph} />
                <span className={styles.name}>
                  <VisuallyHidden>{text.copy} </VisuallyHidden>
                  <span translate="no">{entry.name}</span>
                </span>
                <code className={styles.code}>{entry.jsx}</code>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const total = interfaceEntries.length + productEntries.length;

/**
 * Every icon, searchable by its export name, its Lucide name or its product; pressing one copies
 * the JSX that draws it.
 */
export function IconGallery() {
  const locale = useLocale();
  const text = iconGalleryText[locale];
  const [query, setQuery] = useState('');
  const clipboard = useClipboard(locale);
  const shownInterface = interfaceEntries.filter((entry) => matches(entry, query));
  const shownProduct = productEntries.filter((entry) => matches(entry, query));
  const count = shownInterface.length + shownProduct.length;
  const trimmed = query.trim();
  return (
    <div className={styles.gallery}>
      <SearchField
        label={text.label}
        hint={text.hint}
        value={query}
        onChange={setQuery}
        className={styles.search}
      />
      <p role="status" className={styles.count}>
        {trimmed === ''
          ? text.all(total)
          : count === 0
            ? text.none(trimmed)
            : text.some(count, total, trimmed)}
      </p>
      <IconGrid
        title={`${text.interfaceIcons} (${String(shownInterface.length)})`}
        entries={shownInterface}
        clipboard={clipboard}
        text={text}
      />
      <IconGrid
        title={`${text.productIcons} (${String(shownProduct.length)})`}
        entries={shownProduct}
        clipboard={clipboard}
        text={text}
      />
      <CopyStatus clipboard={clipboard} />
    </div>
  );
}
