/**
 * `npm run build:lib`: builds the published package into dist/lib.
 *
 * - ES modules, one file per source module (`preserveModules`), so a bundler that imports one
 *   component takes that component's files and nothing else. Runtime dependencies stay imports.
 * - Styles compiled at build time, inside the `beem` cascade layer (an app's own unlayered CSS
 *   wins without specificity fights). The `.css.ts` modules become plain modules exporting class
 *   names, so a consumer needs no vanilla-extract plugin, and each imports its own stylesheet
 *   (`X.styles.css` beside it): a bundler takes the CSS of the components a page renders and no
 *   other. The import goes through the package's `#css/*` subpath import, whose `module` condition
 *   (Vite, webpack, Turbopack, esbuild, Rollup) finds the stylesheet and whose default (plain
 *   Node, Jest) finds an empty module, so server rendering without a bundler still works.
 * - `base.css`: the Inter faces, the theme's custom properties and the global rules, the one
 *   stylesheet an app with a bundler imports itself.
 * - `styles.css`: all of it in one file, for a page without a bundler, in the order of the
 *   library's own single-file build.
 * - `.d.ts` types beside each module, from the TypeScript sources.
 * - `tokens.css` and `tokens.json` (W3C Design Tokens) for tools without React.
 *
 * Vite's library mode is used because it runs the same vanilla-extract plugin as the site and
 * Storybook, so the package's CSS is the CSS every story was tested with.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const repo = resolve(import.meta.dirname, '..');
const outDir = join(repo, 'dist', 'lib');
const manifest = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8'));
const runtime = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
const isExternal = (/** @type {string} */ id) =>
  runtime.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('react/');

/** Source module names the build renames: `Button.css.ts` compiles to `Button.styles.js`. */
const outputName = (/** @type {string} */ name) => name.replace(/\.css$/, '.styles');

async function bundle(/** @type {{ split: boolean; into: string }} */ { split, into }) {
  await build({
    configFile: false,
    root: repo,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    publicDir: false,
    build: {
      outDir: into,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      assetsInlineLimit: 0,
      cssCodeSplit: split,
      cssMinify: true,
      lib: {
        entry: {
          'src/index': join(repo, 'src/index.ts'),
          'src/marketing': join(repo, 'src/marketing.ts'),
          'src/services': join(repo, 'src/services.ts'),
          'tokens/index': join(repo, 'tokens/index.ts'),
          'src/styles': join(repo, 'src/styles.ts'),
        },
        formats: ['es'],
        cssFileName: 'styles',
      },
      rolldownOptions: {
        external: isExternal,
        output: {
          preserveModules: true,
          preserveModulesRoot: repo,
          entryFileNames: (chunk) => `${outputName(chunk.name)}.js`,
          assetFileNames: (asset) =>
            asset.names.includes('styles.css') ? 'styles.css' : 'assets/[name]-[hash][extname]',
          ...(split ? { assetFileNames: '[name][extname]' } : {}),
        },
      },
    },
  });
}

/**
 * Library mode inlines every asset as a data: URL. Fonts go back out to files: a page's
 * Content-Security-Policy may not allow data: fonts, and the browser fetches only the weights and
 * formats a page uses instead of parsing all of them with the stylesheet.
 */
async function fontFiles(/** @type {string} */ css) {
  await mkdir(join(outDir, 'fonts'), { recursive: true });
  let result = css;
  for (const [whole, type = '', data = ''] of css.matchAll(
    /url\(data:font\/(woff2?);base64,([A-Za-z0-9+/=]+)\)/g,
  )) {
    const bytes = Buffer.from(data, 'base64');
    const name = `inter-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.${type}`;
    await writeFile(join(outDir, 'fonts', name), bytes);
    result = result.replace(whole, `url(./fonts/${name})`);
  }
  return result;
}

/** `@font-face` rules and everything else: faces stay outside the layer (they are global names). */
function splitFaces(/** @type {string} */ css) {
  const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  const rules = faces.reduce((rest, face) => rest.replace(face, ''), css).trim();
  // Vite leaves a marker comment where it joined the chunks' CSS.
  return { faces: faces.join(''), rules: rules.replace(/\/\*\$vite\$:\d+\*\//g, '') };
}

/** The one-file build's stylesheet, layered, with its fonts as files. */
async function wholeStyles(/** @type {string} */ from) {
  const { faces, rules } = splitFaces(
    await fontFiles(await readFile(join(from, 'styles.css'), 'utf8')),
  );
  await writeFile(join(outDir, 'styles.css'), `${faces}@layer beem{${rules}}\n`);
}

/** What vanilla-extract compiled a `.css.ts` module's styles to, in the split build. */
const compiledSuffix = '.css.ts.vanilla.css';

/**
 * The `.css.ts` modules a `.css.ts` module imports, read from its source (`shared.css`,
 * `../../../tokens/focus.css`), as module paths from the repository's root with no suffix.
 */
async function styleImports(/** @type {string} */ module) {
  const source = await readFile(join(repo, `${module}.css.ts`), 'utf8');
  return [...source.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)\.css'/g)].map(([, path = '']) =>
    relative(repo, resolve(dirname(join(repo, module)), path)),
  );
}

/**
 * Each component's styles beside its module, imported by it; `base.css` for the rest. The
 * theme's properties and the global rules are not imported by any module: every component needs
 * them, so they come once, from `base.css`, with the faces.
 *
 * A module imports the stylesheets of the style modules it composes before its own (vanilla-
 * extract compiles a composition to class names, so the JavaScript no longer imports them, but
 * their rules must be on the page, and earlier): a bundler orders CSS as the imports run, and
 * keeps one copy of a stylesheet two modules import.
 */
async function moduleStyles() {
  const baseModules = ['tokens/theme', 'tokens/global'];
  const files = await walk(outDir);
  /** @type {Set<string>} */
  const styled = new Set();
  let faces = '';
  /** @type {Record<string, string>} */
  const base = {};
  for (const file of files.filter((name) => name.endsWith('.css'))) {
    const css = await readFile(file, 'utf8');
    await rm(file);
    const path = relative(outDir, file);
    if (path.startsWith('node_modules/@fontsource/')) {
      faces += splitFaces(await fontFiles(css)).faces;
      continue;
    }
    if (!path.endsWith(compiledSuffix)) throw new Error(`Unexpected stylesheet ${path}`);
    const module = path.slice(0, -compiledSuffix.length);
    if (baseModules.includes(module)) {
      base[module] = css;
      continue;
    }
    styled.add(module);
    await writeFile(join(outDir, `${module}.styles.css`), `@layer beem{${css.trim()}}\n`);
  }

  /** Every styled module `module` needs, dependencies first, itself last. */
  const needs = async (/** @type {string} */ module, seen = new Set()) => {
    /** @type {string[]} */
    const order = [];
    if (seen.has(module)) return order;
    seen.add(module);
    for (const dependency of await styleImports(module))
      order.push(...(await needs(dependency, seen)));
    if (styled.has(module)) order.push(module);
    return order;
  };

  for (const file of (await walk(outDir)).filter((name) => name.endsWith('.styles.js'))) {
    const module = relative(outDir, file).slice(0, -'.styles.js'.length);
    const sheets = await needs(module);
    if (!sheets.length) continue;
    const lines = (await readFile(file, 'utf8')).split('\n');
    const lastImport = lines.findLastIndex((line) => /^import\b/.test(line));
    lines.splice(lastImport + 1, 0, ...sheets.map((sheet) => `import "#css/${sheet}.styles.css";`));
    await writeFile(file, lines.join('\n'));
  }

  const layered = baseModules.map((module) => base[module] ?? '').join('');
  await writeFile(join(outDir, 'base.css'), `${faces}@layer beem{${layered.trim()}}\n`);
  // Plain Node (and Jest) resolve `#css/*` to this: server rendering needs no styles.
  await writeFile(join(outDir, 'no-styles.js'), 'export {};\n');
  // The stylesheet entry exists only to collect the global styles: it exports no code.
  await rm(join(outDir, 'src/styles.js'), { force: true });
  await rm(join(outDir, 'node_modules'), { recursive: true, force: true });
}

const walk = async (/** @type {string} */ dir) => {
  /** @type {string[]} */
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(path)));
    else files.push(path);
  }
  return files;
};

const exists = (/** @type {string} */ path) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Declarations from `tsc`, then made resolvable by Node's ESM rules (which TypeScript applies to
 * a package's types under `moduleResolution: node16`): every relative specifier gets the `.js`
 * of the file the build wrote, and `X.css` becomes `X.styles`.
 */
async function declarations() {
  execFileSync(
    process.execPath,
    [join(repo, 'node_modules/typescript/bin/tsc'), '-p', join(repo, 'tsconfig.lib.json')],
    {
      stdio: 'inherit',
    },
  );
  const files = (await walk(outDir)).filter((file) => file.endsWith('.d.ts'));
  for (const file of files) {
    let text = await readFile(file, 'utf8');
    const specifiers = [...text.matchAll(/(from |import\()(['"])(\.{1,2}\/[^'"]+)\2/g)];
    for (const [whole, lead = '', quote = '', specifier = ''] of specifiers) {
      const module = outputName(specifier);
      const target = resolve(dirname(file), module);
      const isFile =
        (await exists(`${target}.d.ts`)) ||
        (await exists(`${resolve(dirname(file), specifier)}.d.ts`));
      const renamed = isFile ? `${module}.js` : `${specifier}/index.js`;
      text = text.replace(whole, `${lead}${quote}${renamed}${quote}`);
    }
    const name = file.replace(/\.css\.d\.ts$/, '.styles.d.ts');
    await writeFile(name, text);
    if (name !== file) await rm(file);
  }
  return files.length;
}

async function tokens() {
  execFileSync(process.execPath, [join(repo, 'scripts/build-tokens.mjs'), outDir], {
    stdio: 'inherit',
  });
}

/** Nothing of vanilla-extract's build-time code, and no TypeScript source, may ship. */
async function check() {
  const files = await walk(outDir);
  const leftovers = files.filter(
    (file) => /\.css\.(ts|js)$|\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
  );
  if (leftovers.length) throw new Error(`Source files in the package: ${leftovers.join(', ')}`);
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const text = await readFile(file, 'utf8');
    if (/from ['"]@vanilla-extract\/css['"]/.test(text))
      throw new Error(`${relative(repo, file)} imports @vanilla-extract/css at run time.`);
  }
  return files;
}

const started = performance.now();
const whole = join(repo, 'dist', 'lib-whole');
await bundle({ split: false, into: whole });
await bundle({ split: true, into: outDir });
await moduleStyles();
await wholeStyles(whole);
await rm(whole, { recursive: true, force: true });
const typeFiles = await declarations();
await tokens();
const files = await check();
console.log(
  `Built the package into dist/lib: ${files.filter((file) => file.endsWith('.js')).length} modules, ${typeFiles} declaration files, one stylesheet per styled module, base.css, styles.css, tokens.css and tokens.json in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
);
