#!/usr/bin/env node
/**
 * `beem-codemod`: moves an app's code to a new major version of `@beem/design-system`.
 *
 *   npx beem-codemod 1.0 src/          rewrite the files under src/
 *   npx beem-codemod 1.0 src/ --dry    print what would change, write nothing
 *
 * It runs every transform of that version (codemods/<version>/) over the .js, .jsx, .ts and .tsx
 * files under the paths given, then prints what it could not change by itself, with file and
 * line. jscodeshift, which parses and prints the code, is an optional peer dependency: an app
 * installs it only for the migration (`npm i -D jscodeshift`), so no app ships it otherwise.
 */
import { migrate } from './migrate.mjs';

{
  const args = process.argv.slice(2);
  const dry = args.includes('--dry');
  const [version, ...paths] = args.filter((arg) => arg !== '--dry');
  if (!version || paths.length === 0) {
    console.error('Usage: beem-codemod <version> <paths…> [--dry]   e.g. beem-codemod 1.0 src/');
    process.exit(2);
  }
  try {
    const { files, changed, manual } = await migrate(version, paths, { dry });
    console.log(
      `${dry ? 'Would change' : 'Changed'} ${changed.length} of ${files} files${changed.length ? ':' : '.'}`,
    );
    for (const file of changed) console.log(`  ${file}`);
    if (manual.length) {
      console.log(`\nTo change by hand (${manual.length}):`);
      for (const message of manual) console.log(`  ${message}`);
    }
    console.log('\nThen format the changed files with your formatter, and run your type check.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
