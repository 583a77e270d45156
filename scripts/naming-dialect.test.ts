/**
 * The naming-dialect check (naming-dialect.mjs), shown failing on components broken each way it
 * names, and passing the dialect itself. `npm run api:check` runs it over the package's entries.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { dialectProblems } from './naming-dialect.mjs';

const entry = '/virtual/entry.ts';

/** A program of one module, `source`, with TypeScript's own library. */
function programOf(source: string) {
  const options = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) =>
    file === entry ? ts.createSourceFile(file, source, language) : getSourceFile(file, language);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === entry || fileExists(file);
  return ts.createProgram([entry], options, host);
}

describe('the naming dialect', () => {
  it('passes components that speak it', () => {
    const program = programOf(`
      type Responsive<T> = T | { mobile?: T; desktop?: T };
      export interface FieldProps {
        disabled?: boolean; open?: boolean; min?: number; max?: number; currency?: string;
        align?: Responsive<'start' | 'center' | 'end'>; value?: readonly string[];
        onChange?: (value: string[], event: Event) => void;
      }
      export function Field(props: FieldProps) { return null; }
      export const fieldSizes = ['small', 'large'] as const;
      export interface GlyphData { name: string; node: readonly unknown[] }
      export function Action(props: { icon?: GlyphData; label: string }) { return null; }
      export function Row(props: { icon?: GlyphData | null }) { return null; }
    `);
    expect(dialectProblems(program, entry)).toEqual([]);
  });

  it('fails an is* flag, a Set, a minValue, a boolean currency, a physical align and an icon by name', () => {
    const program = programOf(`
      type Selection = 'all' | Set<string>;
      type Responsive<T> = T | { mobile?: T; desktop?: T };
      export function Trigger(props: { isOpen?: boolean; children?: unknown }) { return null; }
      export function Tags(props: { selectedKeys?: Set<string>; onRemove?: (keys: Set<string>) => void }) { return null; }
      export function List(props: { onSelectionChange?: (keys: Selection) => void }) { return null; }
      export function Gauge(props: { minValue?: number; maxValue?: number }) { return null; }
      export function Amount(props: { currency?: boolean }) { return null; }
      export function Row(props: { align?: Responsive<'left' | 'center' | 'right'>; alignY?: 'top' | 'bottom' }) { return null; }
      export function Either(props: { href: string; isCurrent?: boolean } | { onPress: () => void }) { return null; }
      export interface GlyphData { name: string; node: readonly unknown[] }
      export function Chip(props: { glyph?: GlyphData }) { return null; }
      export function Bullet(props: { icon?: 'check' | 'minus' }) { return null; }
    `);
    expect(dialectProblems(program, entry)).toEqual([
      'Trigger: `isOpen`: name a flag for what it is (`open`).',
      'Tags: `selectedKeys` is or passes a Set (Set<string>): use an array.',
      'Tags: `onRemove` is or passes a Set ((keys: Set<string>) => void): use an array.',
      'List: `onSelectionChange` is or passes a Set ((keys: Selection) => void): use an array.',
      'Gauge: `minValue`: a range is `min`/`max`.',
      'Gauge: `maxValue`: a range is `min`/`max`.',
      'Amount: `currency` is a boolean: take an ISO 4217 code (`"USD"`).',
      'Row: `align` takes "left", "right": say `start`/`end`.',
      'Row: `alignY` takes "top", "bottom": say `start`/`end`.',
      'Either: `isCurrent`: name a flag for what it is (`current`).',
      'Chip: `glyph` takes a glyph: an icon is the prop `icon`.',
      'Bullet: `icon` takes "check" | "minus": take a glyph (`GlyphData`), as every component does.',
    ]);
  });
});
