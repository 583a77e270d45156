/**
 * Stand-in values: facts the business has not supplied yet (a support number, a street, a store
 * listing), written where the real value will go so pages can be laid out and reviewed.
 *
 * A stand-in must never be published as a fact. Structured data and meta tags are read by search
 * engines and sharing cards as the business's own statement about itself, and a visitor who dials
 * a made-up support number or opens a made-up store listing is misled. So each stand-in is marked
 * where it is written, `placeholder(value, note)`, and whatever publishes facts asks
 * `isPlaceholder` first and leaves a marked value out. The build lists every marked value with its
 * note, so the business sees what is still missing.
 *
 * The mark travels with the value itself (a value copied into another object is still known as a
 * stand-in) and leaves its type a plain string or number to every reader, so code that only
 * displays a value needs no change when the business replaces it.
 *
 * It belongs to the site, beside the profile it marks: the stand-ins are the site's own facts,
 * and the site decides what it publishes. The library's components and metadata helpers show
 * whatever they are given, so the site gives them its facts with every stand-in left out
 * (`known`).
 */

declare const placeholderMark: unique symbol;

/** A value marked as a stand-in: still a string or number to whoever reads it. */
export type Placeholder<T extends string | number = string | number> = T & {
  readonly [placeholderMark]: true;
};

/** Each marked value and why it is a stand-in. */
const notes = new Map<string | number, string>();

/** Marks `value` as a stand-in; `note` says what is missing, for whoever replaces it. */
export function placeholder<const T extends string | number>(
  value: T,
  note: string,
): Placeholder<T> {
  notes.set(value, note);
  return value as Placeholder<T>;
}

/** Whether `value` was marked as a stand-in. */
export const isPlaceholder = (value: unknown): boolean =>
  (typeof value === 'string' || typeof value === 'number') && notes.has(value);

/** `value`, or `undefined` when it is a stand-in: what may be published as a fact. */
export const known = <T>(value: T): T | undefined => (isPlaceholder(value) ? undefined : value);

/** Why `value` is a stand-in, or `undefined` for a real value. */
export const placeholderNote = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? notes.get(value) : undefined;

/** One stand-in found in an object, with every field that holds it. */
export interface PlaceholderUse {
  value: string | number;
  note: string;
  /** Dotted paths from the object's name, e.g. `productProfile.support.phone`. */
  fields: readonly string[];
}

/**
 * Every stand-in the named objects hold, once per value, in the order first met. Getters are read,
 * so a value computed from settings is checked as it is now.
 */
export function findPlaceholders(objects: Readonly<Record<string, object>>): PlaceholderUse[] {
  const found = new Map<string | number, { note: string; fields: string[] }>();
  const visit = (value: unknown, path: string) => {
    const note = placeholderNote(value);
    if (note !== undefined) {
      const entry = found.get(value as string | number) ?? { note, fields: [] };
      entry.fields.push(path);
      found.set(value as string | number, entry);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`);
    }
  };
  for (const [name, object] of Object.entries(objects)) visit(object, name);
  return [...found].map(([value, { note, fields }]) => ({ value, note, fields }));
}
