/**
 * `node scripts/build-tokens.mjs [outDir]`: writes the design tokens for tools outside React,
 * `tokens.css` (custom properties) and `tokens.json` (DTCG), into `outDir` (default `dist/lib`;
 * a relative path is taken from the current directory, as any CLI would).
 *
 * The tokens are TypeScript, so they load through Vite's module runner: Node 20 can't import
 * `.ts` itself, and Vite is already here. `configFile: false` keeps the project's config (its
 * vanilla-extract, Storybook and site plugins) out of it: the exporter reads `primitives.ts` and
 * `semantic.ts` directly and needs no plugin.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { runnerImport } from 'vite';

const repo = resolve(import.meta.dirname, '..');

async function main() {
  const [outArg] = process.argv.slice(2);
  if (outArg === '--help' || outArg === '-h') {
    console.log('Usage: node scripts/build-tokens.mjs [outDir]   (default: dist/lib)');
    return;
  }
  const outDir = outArg ? resolve(outArg) : join(repo, 'dist', 'lib');

  /** @type {{ module: typeof import('../tokens/export/exportTokens.ts') }} */
  const { module } = await runnerImport(join(repo, 'tokens', 'export', 'exportTokens.ts'), {
    configFile: false,
    root: repo,
    logLevel: 'warn',
  });

  await mkdir(outDir, { recursive: true });
  const files = {
    'tokens.css': module.tokensCss(),
    'tokens.json': `${JSON.stringify(module.tokensDtcg(), null, 2)}\n`,
  };
  for (const [name, contents] of Object.entries(files)) {
    await writeFile(join(outDir, name), contents);
    console.log(`Wrote ${relative(process.cwd(), join(outDir, name)) || name}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
