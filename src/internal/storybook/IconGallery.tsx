/**
 * Storybook's icon docs (Foundations → Iconography), not part of the library: every glyph the package exports, by the name a developer imports it by, found
 * by typing and copied as the JSX that draws it. Built from the exports themselves, so a glyph
 * added to the open set or the product map shows here without a docs change.
 */
import { useId, useState } from 'react';
import { CopyStatus, useClipboard, type Clipboard } from '../../../tokens/docs/Copy';
import { SearchField } from '../../components/SearchField/SearchField';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { Glyph, type GlyphData } from '../../components/Icon/Glyph';
import { interfaceIcons, type IconName } from '../../components/Icon/Icon';
import * as openSet from '../../components/Icon/icons';
import { productIcons } from '../../components/Icon/productIcons';
import * as styles from './IconGallery.css';

export interface IconEntry {
  /** What the tile is called: the export's name, or the product's. */
  name: string;
  /** What a developer pastes to draw it. */
  jsx: string;
  glyph: GlyphData;
  /** Other names it is found by: Lucide's name for the glyph, the interface icon's `name`. */
  aliases: readonly string[];
}

const namedAs = (glyph: GlyphData) =>
  (Object.entries(interfaceIcons) as [IconName, GlyphData][])
    .filter(([, named]) => named === glyph)
    .map(([name]) => name);

/**
 * The open set, as `<Icon glyph={…} />`: it brings only its own glyph into a bundle, where
 * `name` brings all ten named ones, so that is the form worth pasting.
 */
export const interfaceEntries: readonly IconEntry[] = Object.entries(openSet)
  .map(([exportName, glyph]) => ({
    name: exportName,
    jsx: `<Icon glyph={${exportName}} />`,
    glyph,
    aliases: [glyph.name, ...namedAs(glyph)],
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
}: {
  title: string;
  entries: readonly IconEntry[];
  clipboard: Clipboard;
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
          const alias = entry.aliases.slice(1);
          return (
            <li key={entry.name}>
              <button
                type="button"
                className={styles.tile}
                onClick={() => void clipboard.copy(entry.jsx)}
              >
                <Glyph glyph={entry.glyph} size={1.5} className={styles.glyph} />
                <span className={styles.name}>
                  <VisuallyHidden>Copy </VisuallyHidden>
                  {entry.name}
                </span>
                <code className={styles.code}>{entry.jsx}</code>
                {alias.length > 0 && (
                  <span className={styles.alias}>
                    also <code>{alias.map((name) => `name="${name}"`).join(', ')}</code>
                  </span>
                )}
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
  const [query, setQuery] = useState('');
  const clipboard = useClipboard();
  const shownInterface = interfaceEntries.filter((entry) => matches(entry, query));
  const shownProduct = productEntries.filter((entry) => matches(entry, query));
  const count = shownInterface.length + shownProduct.length;
  const trimmed = query.trim();
  return (
    <div className={styles.gallery}>
      <SearchField
        label="Find an icon"
        hint="By its name, its Lucide name (trash, x) or its product (savings)"
        value={query}
        onChange={setQuery}
        className={styles.search}
      />
      <p role="status" className={styles.count}>
        {trimmed === ''
          ? `${total} icons`
          : count === 0
            ? `No icon matches “${trimmed}”`
            : `${count} of ${total} icons match “${trimmed}”`}
      </p>
      <IconGrid
        title={`Interface icons (${shownInterface.length})`}
        entries={shownInterface}
        clipboard={clipboard}
      />
      <IconGrid
        title={`Product icons (${shownProduct.length})`}
        entries={shownProduct}
        clipboard={clipboard}
      />
      <CopyStatus clipboard={clipboard} />
    </div>
  );
}
