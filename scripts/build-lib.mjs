/**
 * `npm run build:lib`: builds the published package into dist/lib.
 *
 * - ES modules, one file per source module (`preserveModules`), so a bundler that imports one
 *   component takes that component's files and nothing else. Runtime dependencies stay imports.
 * - One `styles.css`: every vanilla-extract style, compiled at build time, inside the `beem`
 *   cascade layer (an app's own unlayered CSS wins without specificity fights), with the Inter
 *   faces it references. The `.css.ts` modules become plain modules exporting class names: a
 *   consumer needs no vanilla-extract plugin.
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

async function bundle() {
  await build({
    configFile: false,
    root: repo,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      assetsInlineLimit: 0,
      cssCodeSplit: false,
      cssMinify: true,
      lib: {
        entry: {
          'src/index': join(repo, 'src/index.ts'),
          'src/marketing': join(repo, 'src/marketing.ts'),
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

/**
 * The cascade layer: `@font-face` rules stay outside it (a layer orders style rules; faces are
 * global names either way), everything else goes in.
 */
async function layerStyles() {
  const file = join(outDir, 'styles.css');
  const css = await fontFiles(await readFile(file, 'utf8'));
  const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  const rules = faces.reduce((rest, face) => rest.replace(face, ''), css).trim();
  // Vite leaves a marker comment where it joined the chunks' CSS.
  const body = rules.replace(/\/\*\$vite\$:\d+\*\//g, '');
  await writeFile(file, `${faces.join('')}@layer beem{${body}}\n`);
  // The stylesheet entry exists only to collect the global styles: it exports no code.
  await rm(join(outDir, 'src/styles.js'), { force: true });
  await rm(join(outDir, 'src/styles.js.map'), { force: true });
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
await bundle();
await layerStyles();
const typeFiles = await declarations();
await tokens();
const files = await check();
console.log(
  `Built the package into dist/lib: ${files.filter((file) => file.endsWith('.js')).length} modules, ${typeFiles} declaration files, styles.css, tokens.css and tokens.json in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
);
