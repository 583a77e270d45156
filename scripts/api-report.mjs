/**
 * The checked-in API report: what the package's public entries export, as API Extractor prints
 * it, in `api/beem-design-system.api.md` (`.`, `src/index.ts`),
 * `api/beem-design-system-marketing.api.md` (`./marketing`, `src/marketing.ts`),
 * `api/beem-design-system-services.api.md` (`./services`, `src/services.ts`) and
 * `api/tokens.api.md` (`./tokens`, `tokens/index.ts`). A change to the public API shows up in
 * review as a change to these files.
 *
 * - `npm run api:check` (in `npm test`): fails when an entry's API differs from its report,
 *   printing the difference.
 * - `npm run api:update`: writes the reports again, to commit with the change.
 * - Both also fail on a prop that breaks the one naming dialect (scripts/naming-dialect.mjs: no
 *   `is*` flag, no Set, `min`/`max`, `currency` as a code, `align` as start/center/end).
 *
 * Only the declarations are emitted (tsc with `tsconfig.lib.json`, the settings the package
 * build uses, into dist/api/types): no bundle and no CSS, so a run takes seconds. The build
 * later rewrites the declarations' import specifiers for Node's resolution, which changes no
 * exported type.
 */
import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import ts from 'typescript';
import { dialectProblems } from './naming-dialect.mjs';

const repo = resolve(import.meta.dirname, '..');
const update = process.argv.includes('--update');
const listed = (/** @type {string[]} */ items) => new Intl.ListFormat('en-GB').format(items);
const reportPath = (/** @type {ExtractorConfig} */ config) =>
  relative(repo, join(config.reportFolder, config.reportConfigs[0]?.fileName ?? ''));

const started = performance.now();
await rm(join(repo, 'dist/api'), { recursive: true, force: true });
try {
  execFileSync(
    process.execPath,
    [
      join(repo, 'node_modules/typescript/bin/tsc'),
      '-p',
      join(repo, 'tsconfig.lib.json'),
      '--outDir',
      join(repo, 'dist/api/types'),
    ],
    { stdio: 'inherit' },
  );
} catch {
  console.error(
    '\nThe package does not compile (errors above), so its API cannot be compared with the report.',
  );
  process.exit(1);
}

// Loaded after the emit: API Extractor checks that each entry's declaration file exists.
const [mainConfig, marketingConfig, servicesConfig, tokensConfig] = [
  'api/api-extractor.json',
  'api/api-extractor.marketing.json',
  'api/api-extractor.services.json',
  'api/api-extractor.tokens.json',
].map((file) => ExtractorConfig.loadFileAndPrepare(join(repo, file)));
if (!mainConfig || !marketingConfig || !servicesConfig || !tokensConfig)
  throw new Error('No API Extractor configuration.');
const configs = [mainConfig, marketingConfig, servicesConfig, tokensConfig];

// One program for every entry: they are all declarations of the one tsconfig.lib.json.
const compilerState = CompilerState.create(mainConfig, {
  additionalEntryPoints: configs.map((config) => config.mainEntryPointFilePath),
});

/** Messages about the report itself: this script words them, once, below. */
const reportMessages = new Set([
  'console-preamble',
  'console-api-report-not-copied',
  'console-api-report-copied',
  'console-api-report-created',
  'console-api-report-diff',
]);

/**
 * The names an entry's declarations export.
 * @param {string} file
 */
async function exportedNames(file) {
  const source = ts.createSourceFile(file, await readFile(file, 'utf8'), ts.ScriptTarget.Latest);
  return new Set(
    source.statements.flatMap((statement) => {
      if (!ts.isExportDeclaration(statement) || !statement.exportClause) return [];
      const clause = statement.exportClause;
      return ts.isNamedExports(clause)
        ? clause.elements.map((element) => element.name.text)
        : [clause.name.text];
    }),
  );
}

/**
 * The marketing and services entries are built on the main entry, so their signatures use types
 * that only the main entry exports (`ProductIconName`, `Translate`…): an app names them from
 * there, and exporting them twice would give one type two homes. A type that neither entry
 * exports is still a forgotten export.
 */
const sharedNames = await exportedNames(mainConfig.mainEntryPointFilePath);
const forgotten = /^The symbol "([^"]+)" needs to be exported/;

/** @type {string[]} */
const changed = [];
let problems = 0;
for (const config of configs) {
  const result = Extractor.invoke(config, {
    localBuild: update,
    compilerState,
    printApiReportDiff: true,
    messageCallback(message) {
      const name = forgotten.exec(message.text)?.[1];
      if (
        message.messageId === 'ae-forgotten-export' &&
        (config === marketingConfig || config === servicesConfig) &&
        name &&
        sharedNames.has(name)
      ) {
        message.logLevel = /** @type {import('@microsoft/api-extractor').ExtractorLogLevel} */ (
          'none'
        );
        message.handled = true;
        return;
      }
      if (!reportMessages.has(message.messageId)) return;
      if (message.messageId === 'console-api-report-diff') console.log(message.text);
      message.logLevel = /** @type {import('@microsoft/api-extractor').ExtractorLogLevel} */ (
        'none'
      );
      message.handled = true;
    },
  });
  if (result.apiReportChanged) changed.push(reportPath(config));
  problems += result.errorCount + result.warningCount;
}

// One naming dialect (scripts/naming-dialect.mjs), over the props of the components the entries
// export, inherited ones included, as an app's editor shows them.
const componentEntries = [mainConfig, marketingConfig].map(
  (config) => config.mainEntryPointFilePath,
);
const dialect = ts.createProgram(componentEntries, {
  noEmit: true,
  skipLibCheck: true,
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
});
const dialectFindings = componentEntries.flatMap((entry) => dialectProblems(dialect, entry));
if (dialectFindings.length) {
  console.error(
    `\nThe props break the one naming dialect (scripts/naming-dialect.mjs):\n${dialectFindings.map((finding) => `  ${finding}`).join('\n')}`,
  );
  problems += dialectFindings.length;
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const reports = listed(configs.map(reportPath));
if (problems) {
  console.error(
    `\nAPI Extractor and the naming dialect reported ${problems} problem(s) above: fix them (or, for a message that is not a problem for this package, set its level with a reason in api/api-extractor.base.json).`,
  );
  process.exitCode = 1;
} else if (update) {
  console.log(
    changed.length
      ? `\nUpdated ${listed(changed)}: review the difference above and commit it with the change (${seconds}s).`
      : `\n${reports} already describe the public entries (${seconds}s).`,
  );
} else if (changed.length) {
  console.error(
    [
      '',
      `The public API no longer matches ${listed(changed)}.`,
      'Above, lines starting with "-" are in the checked-in report and lines starting with "+" are what the entries export now.',
      'If the change is intended, run `npm run api:update` and commit the updated report with it; otherwise restore the export.',
    ].join('\n'),
  );
  process.exitCode = 1;
} else {
  console.log(`${reports} match the public entries (${seconds}s).`);
}
