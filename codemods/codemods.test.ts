/**
 * The codemods on before/after fixtures: each transform turns its `.input` into its `.output`
 * exactly, leaves the output as it is when run again, and reports what it cannot change. The
 * command runs them over a folder as an app would.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jscodeshift from 'jscodeshift';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from './migrate.mjs';
import entries from './1.0/entries.mjs';
import props, { renamedProps } from './1.0/props.mjs';
import tokens from './1.0/tokens.mjs';
import icons from './1.0/icons.mjs';

const fixtures = join(import.meta.dirname, '1.0/__testfixtures__');
const read = (name: string) => readFileSync(join(fixtures, name), 'utf8');

function run(transform: typeof props, source: string, path: string) {
  const reports: string[] = [];
  const j = jscodeshift.withParser(path.endsWith('.ts') ? 'ts' : 'tsx');
  const api = { jscodeshift: j, j, stats: () => undefined, report: (m: string) => reports.push(m) };
  const result = transform({ path, source }, api, {});
  return { output: typeof result === 'string' ? result : source, reports };
}

describe('1.0 props', () => {
  const { output, reports } = run(props, read('props.input.tsx'), 'props.input.tsx');

  it('renames every prop and value 1.0 renames or removes, in the file’s own quotes', () => {
    expect(output).toBe(read('props.output.tsx'));
  });

  it('covers every renamed prop of the table in its fixtures (glyph → icon in the icons one)', () => {
    const inputs = read('props.input.tsx') + read('icons.input.tsx');
    const outputs = output + run(props, read('icons.input.tsx'), 'icons.input.tsx').output;
    for (const [component, renames] of Object.entries(renamedProps))
      for (const [before, after] of Object.entries(renames)) {
        expect(inputs, `${component} ${before}`).toMatch(
          new RegExp(`<${component}\\b[^>]*\\s${before}\\b`),
        );
        expect(outputs, `${component} ${after}`).toMatch(
          new RegExp(`<${component}\\b[^>]*\\s${after}\\b`),
        );
      }
  });

  it('leaves an app’s own component of the same name, and reports each value it cannot read', () => {
    expect(output).toContain('<AppStack align="left" />');
    expect(reports).toEqual([
      'props.input.tsx:41: align: a value the codemod cannot read; write it logically (start/end).',
      'props.input.tsx:55: selectedKeys: if this is a Set, give an array instead (`[...keys]`).',
      'props.input.tsx:67: Card tone="subtle" is gone: give surface="subtle" (and drop tone).',
    ]);
  });

  it('changes nothing a second time', () => {
    expect(run(props, output, 'props.output.tsx').output).toBe(output);
  });
});

describe('1.0 entries', () => {
  const { output, reports } = run(entries, read('entries.input.ts'), 'entries.input.ts');

  it('moves imports to the entry that has them now, and formatUsd calls to formatMoney', () => {
    expect(output).toBe(read('entries.output.ts'));
  });

  it('reports the removed names and the catalogue a marketing page must add', () => {
    expect(reports).toEqual([
      'entries.input.ts:3: authClient removed: VerifyFlow keeps its own client; make one with createAuthClient() from @beem/design-system/services.',
      'entries.input.ts:3: configureBeem removed: give the settings to <BeemProvider settings={…}>.',
      "entries.input.ts:1: esUS no longer holds the marketing components' strings: give a provider { ...esUS, ...esUSMarketing } (from @beem/design-system/marketing).",
    ]);
  });

  it('changes nothing a second time', () => {
    expect(run(entries, output, 'entries.output.ts').output).toBe(output);
  });
});

describe('1.0 icons', () => {
  // props.mjs renames glyph to icon; this runs after it, as the command does.
  const source = run(props, read('icons.input.tsx'), 'icons.input.tsx').output;
  const { output, reports } = run(icons, source, 'icons.input.tsx');

  it('gives every component a glyph as icon, and imports the glyphs the names stood for', () => {
    expect(output).toBe(read('icons.output.tsx'));
  });

  it('reports an icon given by a name it cannot read', () => {
    expect(reports).toEqual([
      'icons.input.tsx:35: icon: give the glyph itself (icon={CheckIcon}), not a name; the codemod cannot read this one.',
    ]);
  });

  it('changes nothing a second time', () => {
    expect(run(icons, output, 'icons.output.tsx').output).toBe(output);
  });
});

describe('1.0 tokens', () => {
  const { output, reports } = run(tokens, read('tokens.input.tsx'), 'tokens.input.tsx');

  it('speaks the tone vocabulary: vars, custom properties, palette hues and Box colours', () => {
    expect(output).toBe(read('tokens.output.tsx'));
    expect(reports).toEqual([]);
  });

  it('changes nothing a second time', () => {
    expect(run(tokens, output, 'tokens.output.tsx').output).toBe(output);
  });

  it('leaves a file that does not use the package', () => {
    const own =
      "const vars = { color: { status: { success: 'green' } } };\nvars.color.status.success;\n";
    expect(run(tokens, own, 'own.ts').output).toBe(own);
  });
});

describe('beem-codemod 1.0', () => {
  let folder = '';
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('runs every 1.0 transform over a folder, and writes nothing on a dry run', async () => {
    folder = mkdtempSync(join(tmpdir(), 'beem-codemod-'));
    cpSync(join(fixtures, 'props.input.tsx'), join(folder, 'app/Screen.tsx'));
    cpSync(join(fixtures, 'entries.input.ts'), join(folder, 'app/setup.ts'));
    cpSync(join(fixtures, 'props.output.tsx'), join(folder, 'node_modules/x/Skipped.tsx'));

    const dry = await migrate('1.0', [folder], { dry: true });
    expect(dry.changed.map((file) => file.slice(folder.length))).toEqual([
      '/app/Screen.tsx',
      '/app/setup.ts',
    ]);
    expect(readFileSync(join(folder, 'app/Screen.tsx'), 'utf8')).toBe(read('props.input.tsx'));

    const run = await migrate('1.0', [folder]);
    expect(readFileSync(join(folder, 'app/Screen.tsx'), 'utf8')).toBe(read('props.output.tsx'));
    expect(readFileSync(join(folder, 'app/setup.ts'), 'utf8')).toBe(read('entries.output.ts'));
    expect(run.manual).toHaveLength(6);
    expect(run.files).toBe(2);
  });

  it('names the versions it knows when given another', async () => {
    await expect(migrate('2.0', ['.'])).rejects.toThrow('No codemod for 2.0: there are 1.0.');
  });
});
