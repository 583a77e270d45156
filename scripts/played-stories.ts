/**
 * Which stories reach their state by acting in their play function: a click, a key, a focus, a
 * scroll. A docs page does not run play functions inline, so such a story would show its state
 * at rest there. The `played` tag draws it there live, in a frame of its own where its play runs
 * (`.storybook/played-story.tsx`). `docs-played.test.ts` holds every such story to the tag.
 *
 * A play acts when it calls `userEvent` or `fireEvent`, a DOM method that moves focus, scrolls or
 * opens something, another story's play that acts, or a helper (in the file, or imported from a
 * relative module) that does one of these or is handed `userEvent`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const actingObjects = new Set(['userEvent', 'fireEvent']);
const actingMethods = new Set([
  'focus',
  'click',
  'dispatchEvent',
  'scrollTo',
  'scrollBy',
  'scrollIntoView',
  'showModal',
  'showPopover',
  'togglePopover',
  'requestSubmit',
]);

interface Module {
  file: string;
  source: ts.SourceFile;
  /** Top-level functions and `const x = (…) => …`, by name. */
  functions: Map<string, ts.Node>;
  /** Top-level object literals (stories and meta), by name. */
  objects: Map<string, ts.ObjectLiteralExpression>;
  /** Imported names, to the module path and the name it has there. */
  imports: Map<string, { from: string; name: string }>;
}

const modules = new Map<string, Module | null>();

const resolveModule = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
};

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;

function load(file: string): Module | null {
  if (modules.has(file)) return modules.get(file) ?? null;
  if (!existsSync(file)) {
    modules.set(file, null);
    return null;
  }
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const module: Module = {
    file,
    source,
    functions: new Map(),
    objects: new Map(),
    imports: new Map(),
  };
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      module.functions.set(statement.name.text, statement);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const value = unwrap(declaration.initializer);
        if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) {
          module.functions.set(declaration.name.text, value);
        } else if (ts.isObjectLiteralExpression(value)) {
          module.objects.set(declaration.name.text, value);
        }
      }
    } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = resolveModule(file, statement.moduleSpecifier.text);
      const bindings = statement.importClause?.namedBindings;
      if (!from || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        module.imports.set(element.name.text, {
          from,
          name: (element.propertyName ?? element.name).text,
        });
      }
    }
  }
  modules.set(file, module);
  return module;
}

const propertyOf = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (property) =>
      (ts.isPropertyAssignment(property) || ts.isMethodDeclaration(property)) &&
      ts.isIdentifier(property.name) &&
      property.name.text === name,
  );

const playOf = (object: ts.ObjectLiteralExpression): ts.Node | undefined => {
  const property = propertyOf(object, 'play');
  if (!property) return undefined;
  return ts.isPropertyAssignment(property) ? property.initializer : property;
};

const visiting = new Set<ts.Node>();
const verdicts = new Map<ts.Node, boolean>();

/** Whether a name, as seen from a module, is a function or a story whose play acts. */
function nameActs(module: Module, name: string): boolean {
  const local = module.functions.get(name);
  if (local) return acts(module, local);
  const object = module.objects.get(name);
  if (object) {
    const play = playOf(object);
    return play ? acts(module, play) : false;
  }
  const imported = module.imports.get(name);
  if (imported) {
    const other = load(imported.from);
    return other ? nameActs(other, imported.name) : false;
  }
  return false;
}

function acts(module: Module, node: ts.Node): boolean {
  const known = verdicts.get(node);
  if (known !== undefined) return known;
  if (visiting.has(node)) return false;
  visiting.add(node);
  let found = false;
  const visit = (child: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(child)) {
      const callee = child.expression;
      if (ts.isPropertyAccessExpression(callee)) {
        const target = callee.expression;
        const method = callee.name.text;
        if (ts.isIdentifier(target) && actingObjects.has(target.text)) found = true;
        else if (ts.isPropertyAccessExpression(target) && actingObjects.has(target.name.text)) {
          found = true;
        } else if (actingMethods.has(method)) found = true;
        // Another story's play: `Open.play?.(context)`.
        else if (method === 'play' && ts.isIdentifier(target))
          found = nameActs(module, target.text);
      } else if (ts.isIdentifier(callee)) {
        found = nameActs(module, callee.text);
      }
      if (
        !found &&
        child.arguments.some(
          (argument) => ts.isIdentifier(argument) && argument.text === 'userEvent',
        )
      ) {
        found = true;
      }
    }
    if (!found) ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  visiting.delete(node);
  verdicts.set(node, found);
  return found;
}

const tagsOf = (object: ts.ObjectLiteralExpression): string[] => {
  const property = propertyOf(object, 'tags');
  if (!property || !ts.isPropertyAssignment(property)) return [];
  const value = unwrap(property.initializer);
  if (!ts.isArrayLiteralExpression(value)) return [];
  return value.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
};

export interface PlayedStory {
  exportName: string;
  /** The play function acts, so the docs page must run it to show the story. */
  acts: boolean;
  /** Its own `tags`, without the meta's. */
  tags: string[];
  /** Where `tags` or, without them, `play` starts in the file: where a tag would go. */
  tagsAt: number | undefined;
  playAt: number | undefined;
}

export interface PlayedStoryFile {
  file: string;
  /** The meta's `title`, as written. */
  title: string | undefined;
  /** The meta's `tags`. */
  metaTags: string[];
  stories: PlayedStory[];
}

/** The exported stories of one story file, and whether each one's play acts. */
export function playedStories(file: string): PlayedStoryFile {
  const module = load(file);
  if (!module) throw new Error(`${file}: cannot be read`);
  const meta = module.objects.get('meta');
  const title = meta && propertyOf(meta, 'title');
  const stories: PlayedStory[] = [];
  for (const statement of module.source.statements) {
    if (
      !ts.isVariableStatement(statement) ||
      !statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      continue;
    }
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      const object = module.objects.get(declaration.name.text);
      if (!object) continue;
      const play = playOf(object);
      const tags = propertyOf(object, 'tags');
      stories.push({
        exportName: declaration.name.text,
        acts: play ? acts(module, play) : false,
        tags: tagsOf(object),
        tagsAt: tags?.getStart(module.source),
        playAt: play ? propertyOf(object, 'play')?.getStart(module.source) : undefined,
      });
    }
  }
  return {
    file,
    title:
      title && ts.isPropertyAssignment(title) && ts.isStringLiteralLike(title.initializer)
        ? title.initializer.text
        : undefined,
    metaTags: meta ? tagsOf(meta) : [],
    stories,
  };
}

/** The stories a docs page shows that act in their play and are not yet drawn played. */
export function unplayed({ metaTags, stories }: PlayedStoryFile): PlayedStory[] {
  if (metaTags.includes('played')) return [];
  return stories.filter(
    (story) =>
      story.acts &&
      !story.tags.includes('played') &&
      !story.tags.includes('!autodocs') &&
      !(metaTags.includes('!autodocs') && !story.tags.includes('autodocs')),
  );
}

/**
 * Adds `played` to the stories `unplayed` names, in the file's text: into a story's own `tags`,
 * or as `tags` before its `play`. Prettier lays the result out.
 */
export function withPlayedTags(text: string, stories: PlayedStory[]): string {
  const edits = stories
    .map((story) =>
      story.tagsAt !== undefined
        ? { at: text.indexOf('[', story.tagsAt) + 1, insert: "'played', " }
        : { at: story.playAt ?? -1, insert: "tags: ['played'],\n  " },
    )
    .filter((edit) => edit.at > 0)
    .sort((a, b) => b.at - a.at);
  let result = text;
  for (const { at, insert } of edits) result = result.slice(0, at) + insert + result.slice(at);
  return result;
}
