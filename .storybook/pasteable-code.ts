/**
 * "Show code" on a docs page prints what a developer can paste into an app: the story as JSX,
 * the helpers it draws from its stories file, and imports from the package's public entries.
 *
 * Storybook's own snippet (the React preset's `experimentalCodeExamples`) inlines a story's
 * args into its render, but stops there: `<CardMenu onAction={fn()} />` names a helper that
 * lives only in the stories file, and a test spy that lives only in Storybook. This finishes
 * the job at build time, from the stories file's own source, so the code shown is the code
 * that ran: each helper the snippet names (and each one those name) is copied in source order,
 * each import is rewritten to the package entry that exports it, and a spy becomes a no-op
 * handler. `scripts/pasteable-code.test.ts` typechecks every story's result against the
 * public entries alone, so a story whose code a developer could not paste fails there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** Where the package's public names come from: entry specifier → the names it exports. */
export type PublicEntries = ReadonlyMap<string, ReadonlySet<string>>;

/** Modules a pasted snippet may import from as they are: the app has them beside the package. */
const appDependencies = new Set(['react', 'react-aria-components']);

/** Storybook's spy, with or without a name or an implementation, is a handler to an app. */
function spyReplacement(node: ts.CallExpression, source: ts.SourceFile): string | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee) && callee.text === 'fn') {
    const [implementation] = node.arguments;
    return implementation ? implementation.getText(source) : '() => {}';
  }
  // fn().mockName('back'): the name is for the Actions panel only.
  if (
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 'mockName' &&
    ts.isCallExpression(callee.expression)
  ) {
    return spyReplacement(callee.expression, source);
  }
  return undefined;
}

const storyTextTables = new WeakMap<ts.SourceFile, Set<string>>();

/**
 * The names a stories file binds to a `storyText` table (src/internal/storybook/storyText.ts):
 * `t('Save')` is the story's word in the reader's language, and in an app simply `'Save'`.
 */
function storyTextNames(source: ts.SourceFile): Set<string> {
  let names = storyTextTables.get(source);
  if (names) return names;
  names = new Set();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (
        ts.isIdentifier(declaration.name) &&
        init &&
        ts.isCallExpression(init) &&
        ts.isIdentifier(init.expression) &&
        init.expression.text === 'storyText'
      )
        names.add(declaration.name.text);
    }
  }
  storyTextTables.set(source, names);
  return names;
}

/** The text of `node` with every spy replaced, and the identifiers it reads. */
function rewrite(
  node: ts.Node,
  source: ts.SourceFile,
  textNames: Set<string> = storyTextNames(source),
): { text: string; reads: Set<string> } {
  const start = node.getStart(source);
  const edits: { from: number; to: number; text: string }[] = [];
  const reads = new Set<string>();
  const visit = (child: ts.Node): void => {
    // A phrase of the table as a type (`Parameters<typeof t>[0]`) is a string to an app.
    if (
      ts.isIndexedAccessTypeNode(child) &&
      ts.isTypeReferenceNode(child.objectType) &&
      child.objectType.typeName.getText(source) === 'Parameters' &&
      child.objectType.typeArguments?.[0] &&
      ts.isTypeQueryNode(child.objectType.typeArguments[0]) &&
      textNames.has(child.objectType.typeArguments[0].exprName.getText(source))
    ) {
      edits.push({ from: child.getStart(source), to: child.getEnd(), text: 'string' });
      return;
    }
    // A story's words, `t('Save')` or `t(label)`: the English the story passes, as it is.
    const english =
      ts.isCallExpression(child) &&
      ts.isIdentifier(child.expression) &&
      textNames.has(child.expression.text) &&
      child.arguments.length === 1
        ? child.arguments[0]
        : undefined;
    if (english && !ts.isStringLiteralLike(english)) {
      edits.push({ from: child.getStart(source), to: english.getStart(source), text: '' });
      edits.push({ from: english.getEnd(), to: child.getEnd(), text: '' });
      visit(english);
      return;
    }
    if (english) {
      const words = english.text;
      const holder = child.parent;
      // Written as a developer would: `label="Save"`, `<Button>Save</Button>`.
      if (ts.isJsxExpression(holder) && ts.isJsxAttribute(holder.parent) && !words.includes('"'))
        edits.push({ from: holder.getStart(source), to: holder.getEnd(), text: `"${words}"` });
      else if (
        ts.isJsxExpression(holder) &&
        (ts.isJsxElement(holder.parent) || ts.isJsxFragment(holder.parent)) &&
        /^[^{}<>]*$/.test(words)
      )
        edits.push({ from: holder.getStart(source), to: holder.getEnd(), text: words });
      else
        edits.push({
          from: child.getStart(source),
          to: child.getEnd(),
          text: english.getText(source),
        });
      return;
    }
    if (ts.isCallExpression(child)) {
      const replacement = spyReplacement(child, source);
      if (replacement !== undefined) {
        edits.push({ from: child.getStart(source), to: child.getEnd(), text: replacement });
        // An implementation passed to fn() may read helpers of its own.
        child.arguments.forEach(visit);
        return;
      }
    }
    // Storybook prints an unset arg as `href={undefined}`, which an app would not write.
    if (
      ts.isJsxAttribute(child) &&
      child.initializer &&
      ts.isJsxExpression(child.initializer) &&
      child.initializer.expression?.getText(source) === 'undefined'
    ) {
      edits.push({ from: child.getStart(source), to: child.getEnd(), text: '' });
      return;
    }
    if (ts.isIdentifier(child) && !isNameOnly(child)) reads.add(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  let text = node.getText(source);
  for (const edit of edits.sort((a, b) => b.from - a.from)) {
    text = text.slice(0, edit.from - start) + edit.text + text.slice(edit.to - start);
  }
  return { text, reads };
}

/** An identifier that names a member, a key or an attribute, rather than reading a binding. */
function isNameOnly(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isPropertySignature(parent) && parent.name === node) ||
    (ts.isMethodDeclaration(parent) && parent.name === node) ||
    (ts.isJsxAttribute(parent) && parent.name === node) ||
    (ts.isQualifiedName(parent) && parent.right === node) ||
    (ts.isBindingElement(parent) && parent.propertyName === node)
  );
}

interface Imported {
  module: string;
  name: string;
  typeOnly: boolean;
}

interface Declared {
  order: number;
  node: ts.Node;
}

/** The stories file read once: its imports and its top-level helpers, by name. */
export interface StoriesFile {
  fileName: string;
  source: ts.SourceFile;
  imports: Map<string, Imported>;
  declarations: Map<string, Declared>;
  /** Each story's args as source text, the meta's merged under the story's own. */
  args: Map<string, Map<string, string>>;
  /** Top-level object literals by name, for args spread from them. */
  objects: Map<string, ts.ObjectLiteralExpression>;
  /** The meta's component, and each story's render as source text. */
  component: string | undefined;
  renders: Map<string, string>;
  /** The values the module exports, for a namespace import of it. */
  exported: string[];
}

const typeOnly = (clause: ts.ImportClause) => clause.phaseModifier === ts.SyntaxKind.TypeKeyword;

export function readStoriesFile(fileName: string, text: string, stories: Iterable<string>) {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const skip = new Set([...stories, 'meta', 'Story', 'default']);
  const imports = new Map<string, Imported>();
  const declarations = new Map<string, Declared>();
  source.statements.forEach((statement, order) => {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const module = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          imports.set(element.name.text, {
            module,
            name: (element.propertyName ?? element.name).text,
            typeOnly: typeOnly(clause) || element.isTypeOnly,
          });
        }
      }
      if (bindings && ts.isNamespaceImport(bindings)) {
        imports.set(bindings.name.text, {
          module,
          name: '*',
          typeOnly: typeOnly(clause),
        });
      }
      if (clause?.name) {
        imports.set(clause.name.text, { module, name: 'default', typeOnly: typeOnly(clause) });
      }
      return;
    }
    const named = (name: string) => {
      if (!skip.has(name)) declarations.set(name, { order, node: statement });
    };
    if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      named(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) named(declaration.name.text);
      }
    }
  });
  const exported = source.statements.flatMap((statement) => {
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      return statement.isTypeOnly
        ? []
        : statement.exportClause.elements.map((element) => element.name.text);
    }
    const exporting =
      ts.canHaveModifiers(statement) &&
      ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exporting) return [];
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((declaration) =>
        ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
      );
    }
    return ts.isFunctionDeclaration(statement) && statement.name ? [statement.name.text] : [];
  });
  const storyNames = new Set(stories);
  const objectOf = (node: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined => {
    while (node && (ts.isSatisfiesExpression(node) || ts.isAsExpression(node)))
      node = node.expression;
    return node && ts.isObjectLiteralExpression(node) ? node : undefined;
  };
  const argsOf = (
    object: ts.ObjectLiteralExpression | undefined,
    into = new Map<string, string>(),
  ): Map<string, string> => {
    const written = object?.properties.find(
      (entry): entry is ts.PropertyAssignment =>
        ts.isPropertyAssignment(entry) && entry.name.getText(source) === 'args',
    )?.initializer;
    // `args: OtherStory.args` is that story's args.
    if (
      written &&
      ts.isPropertyAccessExpression(written) &&
      ts.isIdentifier(written.expression) &&
      written.name.text === 'args'
    ) {
      return argsOf(initializers.get(written.expression.text), into);
    }
    // `args: sampleFooter` reads as `args: { ...sampleFooter }`.
    const args =
      written && ts.isIdentifier(written)
        ? ts.factory.createObjectLiteralExpression([ts.factory.createSpreadAssignment(written)])
        : objectOf(written);
    for (const entry of args?.properties ?? []) {
      // An arg set to undefined is one the story leaves unset.
      if (ts.isPropertyAssignment(entry) && entry.initializer.getText(source) === 'undefined') {
        into.delete(ts.isStringLiteral(entry.name) ? entry.name.text : entry.name.getText(source));
      } else if (ts.isPropertyAssignment(entry)) {
        const name = ts.isStringLiteral(entry.name) ? entry.name.text : entry.name.getText(source);
        into.set(name, entry.initializer.getText(source));
      } else if (ts.isShorthandPropertyAssignment(entry))
        into.set(entry.name.text, entry.name.text);
      else if (ts.isSpreadAssignment(entry) && ts.isIdentifier(entry.expression)) {
        // `...sampleFooter`: each of its keys is an arg reading the helper, which is copied in.
        const spread = initializers.get(entry.expression.text);
        const imported = imports.get(entry.expression.text);
        const object =
          spread ?? (imported && loadModule(fileName, imported.module)?.objects.get(imported.name));
        for (const key of object?.properties ?? []) {
          const name = key.name && ts.isIdentifier(key.name) ? key.name.text : undefined;
          if (name && (ts.isPropertyAssignment(key) || ts.isShorthandPropertyAssignment(key))) {
            into.set(name, `${entry.expression.text}.${name}`);
          }
        }
      }
    }
    return into;
  };
  const initializers = new Map<string, ts.ObjectLiteralExpression>();
  const values = new Map<string, ts.Expression>();
  const storyOf = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const typed = /^StoryObj<typeof (\w+)>$/.exec(declaration.type?.getText(source) ?? '');
      if (typed && ts.isIdentifier(declaration.name))
        storyOf.set(declaration.name.text, typed[1] ?? '');
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        values.set(declaration.name.text, declaration.initializer);
      }
      const object = objectOf(declaration.initializer);
      if (ts.isIdentifier(declaration.name) && object)
        initializers.set(declaration.name.text, object);
    }
  }
  const metaArgs = argsOf(initializers.get('meta'));
  const property = (object: ts.ObjectLiteralExpression | undefined, name: string) =>
    object?.properties.find(
      (entry): entry is ts.PropertyAssignment =>
        ts.isPropertyAssignment(entry) && entry.name.getText(source) === name,
    )?.initializer;
  const component = property(initializers.get('meta'), 'component')?.getText(source);
  const metaRender = property(initializers.get('meta'), 'render');
  // Each story's render as written (its own, else the meta's), or its component with its args.
  const renders = new Map(
    [...storyNames].flatMap((name): [string, string][] => {
      let render = property(initializers.get(name), 'render') ?? metaRender;
      // `render: inPage` names a render the file declares once for several stories.
      if (render && ts.isIdentifier(render)) render = values.get(render.text) ?? render;
      if (render) return [[name, `const ${name} = ${render.getText(source)};`]];
      return component ? [[name, `const ${name} = () => <${component} {...args} />;`]] : [];
    }),
  );
  // A story of another component in the file (`StoryObj<typeof CategoryNav>`) takes only its
  // own args: the meta's are the meta component's props.
  const args = new Map(
    [...storyNames].map((name) => {
      const other = storyOf.has(name) && storyOf.get(name) !== component;
      const base = new Map<string, string>(other ? [] : metaArgs);
      return [name, argsOf(initializers.get(name), base)] as const;
    }),
  );
  return {
    fileName,
    source,
    imports,
    declarations,
    args,
    objects: initializers,
    component,
    renders,
    exported,
  } satisfies StoriesFile;
}

/**
 * A story's pasteable code from Storybook's snippet (`const Name = () => …;`), or the reasons
 * it cannot be pasted: a name it reads that only Storybook or the stories file's tests have.
 */
export function pasteableCode(
  file: StoriesFile,
  story: string,
  snippet: string,
  entries: PublicEntries,
  load: (from: string, module: string) => StoriesFile | undefined = () => undefined,
) {
  // The story's own render, with its args written in. Storybook's snippet is the fallback for a
  // story this cannot read; it inlines the meta's args even into a render of another component.
  const written = file.renders.get(story) ?? snippet;
  const snippetSource = ts.createSourceFile(
    'snippet.tsx',
    inlineArgs(written, file.args.get(story) ?? new Map<string, string>()),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const storyCode = rewrite(snippetSource, snippetSource, storyTextNames(file.source));
  const problems: string[] = [];
  const helpers = new Map<ts.Node, { order: number; text: string }>();
  const used = new Map<string, Imported>();
  const pending: [StoriesFile, string][] = [...storyCode.reads].map((name) => [file, name]);
  const seen = new Set<string>();
  const files = [file];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [from, name] = next;
    const key = `${from.fileName}:${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const declared = from.declarations.get(name);
    if (declared) {
      if (!helpers.has(declared.node)) {
        const helper = rewrite(declared.node, from.source);
        // Helpers from another module go first: the stories file's own read them.
        if (!files.includes(from)) files.push(from);
        const order = files.indexOf(from);
        helpers.set(declared.node, { order: declared.order - order * 1e6, text: helper.text });
        pending.push(...[...helper.reads].map((read): [StoriesFile, string] => [from, read]));
      }
      continue;
    }
    const imported = from.imports.get(name);
    if (!imported) continue;
    // `import * as openSet from './icons'`: the package exports each of its names, so the
    // namespace becomes those imports gathered in an object of the same name.
    // `import * as esUSNamespaces from …`, a namespace the package exports under that name.
    if (imported.name === '*' && imported.module.startsWith('.')) {
      const named = [...entries].find(([, publicNames]) => publicNames.has(name));
      if (named) {
        used.set(name, { module: named[0], name, typeOnly: false });
        continue;
      }
    }
    if (imported.name === '*' && imported.module.startsWith('.')) {
      const names = load(from.fileName, imported.module)?.exported ?? [];
      const entry = [...entries].find(([, publicNames]) => names.every((n) => publicNames.has(n)));
      if (names.length > 0 && entry) {
        for (const exportName of names)
          used.set(exportName, { module: entry[0], name: exportName, typeOnly: false });
        helpers.set(imported as unknown as ts.Node, {
          order: -1e9,
          text: `const ${name} = { ${names.join(', ')} };`,
        });
        continue;
      }
    }
    // A fixture or a screen beside the stories that the package does not export is copied in,
    // as an app would hold its own data and its own screens.
    const local =
      imported.module.startsWith('.') &&
      ![...entries.values()].some((names) => names.has(imported.name))
        ? load(from.fileName, imported.module)
        : undefined;
    if (local?.declarations.has(imported.name) && imported.name === name) {
      pending.push([local, imported.name]);
      continue;
    }
    used.set(name, imported);
  }

  const lines = new Map<string, { values: Set<string>; types: Set<string> }>();
  for (const [local, imported] of used) {
    let module = imported.module;
    if (module.endsWith('.md')) {
      // Markdown is the app's own content, imported the way the package's Article reads it.
      module = `./${module.split('/').at(-1)}`;
    } else if (module.startsWith('.')) {
      const entry = [...entries].find(([, names]) => names.has(imported.name))?.[0];
      if (!entry) {
        problems.push(`${local} comes from ${module}, which the package does not export`);
        continue;
      }
      module = entry;
    } else if (!appDependencies.has(module) && !entries.has(module)) {
      problems.push(`${local} comes from ${module}, which an app does not have`);
      continue;
    }
    const line = lines.get(module) ?? { values: new Set(), types: new Set() };
    lines.set(module, line);
    const specifier = imported.name === local ? local : `${imported.name} as ${local}`;
    (imported.typeOnly ? line.types : line.values).add(specifier);
  }

  const importText = [...lines]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, { values, types }]) => {
      const names = [...[...values].sort(), ...[...types].sort().map((name) => `type ${name}`)];
      return `import { ${names.join(', ')} } from '${module}';`;
    });
  const helperText = [...helpers.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ text }) => text.replace(/^export\s+/, ''));
  // A story named after a component it draws (SignUpForm's ErrorSummary) is renamed, or it
  // would shadow the import.
  const exported = used.has(story) || file.declarations.has(story) ? `${story}Example` : story;
  const storyText = storyCode.text.replace(
    new RegExp(`^(const|function)\\s+${story}\\b`),
    `export $1 ${exported}`,
  );
  const code = [importText.join('\n'), ...helperText, storyText].filter(Boolean).join('\n\n');
  return { code: `${code}\n`, problems };
}

/**
 * Storybook inlines a story's args only where its render spreads them at the top of its JSX; a
 * render that maps over variants spreads them deeper, and reads single ones as `args.label`.
 * Both become the story's own values here, and the render stops taking `args`.
 */
function inlineArgs(snippet: string, args: Map<string, string>): string {
  const source = ts.createSourceFile(
    'snippet.tsx',
    snippet,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const story = storyFunction(source);
  // `({ size }) =>` reads one arg by name; `({ children, ...args }) =>` spreads the rest.
  const named = new Map<string, string>();
  let rest = 'args';
  const [parameter] = story?.parameters ?? [];
  if (parameter && ts.isObjectBindingPattern(parameter.name)) {
    rest = '';
    for (const element of parameter.name.elements) {
      if (!ts.isIdentifier(element.name)) continue;
      if (element.dotDotDotToken) rest = element.name.text;
      else named.set(element.name.text, (element.propertyName ?? element.name).getText(source));
    }
  }
  const spread = new Map([...args].filter(([name]) => ![...named.values()].includes(name)));
  const edits: { from: number; to: number; text: string }[] = [];
  const attribute = (name: string, value: string) => {
    if (value === 'true') return name;
    if (/^'[^'"\\\n{}]*'$/.test(value)) return `${name}="${value.slice(1, -1)}"`;
    return `${name}={${value}}`;
  };
  /** The arg an expression reads (`args.label`, or `size` bound from the parameter), if any. */
  const argRead = (node: ts.Node): string | undefined => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === rest
    ) {
      return node.name.text;
    }
    if (ts.isIdentifier(node) && named.has(node.text) && !isNameOnly(node)) {
      const parent = node.parent;
      if (ts.isBindingElement(parent) || ts.isShorthandPropertyAssignment(parent)) return undefined;
      return named.get(node.text);
    }
    return undefined;
  };
  const isSpy = (value: string | undefined) => value?.startsWith('fn(') ?? false;
  const visit = (node: ts.Node): void => {
    if (node === parameter) {
      if (story)
        edits.push({ from: node.getStart(source), to: node.getEnd(), text: rest ? 'args' : '' });
      return;
    }
    if (
      ts.isJsxSpreadAttribute(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === rest
    ) {
      const attributes = node.parent;
      const element = attributes.parent;
      const given = new Set(
        attributes.properties.flatMap((entry) =>
          ts.isJsxAttribute(entry) ? [entry.name.getText(source)] : [],
        ),
      );
      const hasChildren = ts.isJsxOpeningElement(element) && element.parent.children.length > 0;
      const text = [...spread]
        .filter(([name]) => !given.has(name) && !(name === 'children' && hasChildren))
        .map(([name, value]) => attribute(name, value))
        .join(' ');
      edits.push({ from: node.getStart(source), to: node.getEnd(), text });
      return;
    }
    // `args.onChange?.(value)` reports to the Actions panel; an app has nothing to report to.
    if (ts.isExpressionStatement(node) && ts.isCallExpression(node.expression)) {
      const read = argRead(node.expression.expression);
      if (read && (isSpy(args.get(read)) || !args.has(read))) {
        edits.push({ from: node.getStart(source), to: node.getEnd(), text: '' });
        return;
      }
    }
    // `args.label ?? 'Amount'`: the story's value when it sets one, else the fallback.
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
    ) {
      const read = argRead(node.left);
      if (read) {
        const value = args.get(read);
        if (value === undefined) visit(node.right);
        edits.push({
          from: node.getStart(source),
          to: value === undefined ? node.right.getStart(source) : node.getEnd(),
          text: value === undefined ? '' : `(${value})`,
        });
        return;
      }
    }
    const read = argRead(node);
    if (read) {
      const value = args.get(read);
      edits.push({
        from: node.getStart(source),
        to: node.getEnd(),
        text: value === undefined ? 'undefined' : `(${value})`,
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let text = snippet;
  for (const edit of edits.sort((a, b) => b.from - a.from)) {
    text = text.slice(0, edit.from) + edit.text + text.slice(edit.to);
  }
  return withoutArgsParameter(text);
}

/** The story's own function in a snippet (`const Name = (args) => …`), if it is one. */
function storyFunction(source: ts.SourceFile) {
  const [statement] = source.statements;
  const story =
    statement && ts.isVariableStatement(statement)
      ? statement.declarationList.declarations[0]?.initializer
      : statement;
  return story &&
    (ts.isArrowFunction(story) || ts.isFunctionDeclaration(story) || ts.isFunctionExpression(story))
    ? story
    : undefined;
}

/** `(args) => …` becomes `() => …` once nothing in the body reads `args`. */
function withoutArgsParameter(text: string): string {
  const source = ts.createSourceFile(
    'snippet.tsx',
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const story = storyFunction(source);
  const [parameter, ...others] = story?.parameters ?? [];
  if (!story || !parameter || others.length > 0 || !ts.isIdentifier(parameter.name)) return text;
  if (parameter.name.text !== 'args') return text;
  const readsArgs = (node: ts.Node): boolean =>
    (ts.isIdentifier(node) &&
      node.text === 'args' &&
      node !== parameter.name &&
      !isNameOnly(node)) ||
    ts.forEachChild(node, readsArgs) === true;
  const reads = story.body ? readsArgs(story.body) : false;
  return reads ? text : text.slice(0, parameter.getStart(source)) + text.slice(parameter.getEnd());
}

/** The names each public entry of the package exports, read by the compiler. */
export function readPublicEntries(root: string): PublicEntries {
  const files = {
    '@beem/design-system': `${root}/src/index.ts`,
    '@beem/design-system/marketing': `${root}/src/marketing.ts`,
    '@beem/design-system/services': `${root}/src/services.ts`,
    '@beem/design-system/tokens': `${root}/tokens/index.ts`,
  };
  const program = ts.createProgram(Object.values(files), {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const entries = new Map<string, Set<string>>();
  for (const [entry, path] of Object.entries(files)) {
    const file = program.getSourceFile(path);
    const symbol = file && checker.getSymbolAtLocation(file);
    entries.set(
      entry,
      new Set(symbol ? checker.getExportsOfModule(symbol).map((s) => s.name) : []),
    );
  }
  return entries;
}

const loaded = new Map<string, StoriesFile | undefined>();

/**
 * A TypeScript module beside a stories file, read for the helpers a snippet copies from it
 * (fixtures, a pattern's screen). Styles and Markdown are not code an app pastes.
 */
export function loadModule(from: string, module: string): StoriesFile | undefined {
  const base = resolve(dirname(from), module);
  const path = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((extension) => `${base}${extension}`)
    .find((candidate) => existsSync(candidate) && !candidate.endsWith('.css.ts'));
  if (!path) return undefined;
  if (!loaded.has(path)) loaded.set(path, readStoriesFile(path, readFileSync(path, 'utf8'), []));
  return loaded.get(path);
}

/** Laid out by the project's own Prettier settings, as the code it came from. */
export async function formatPasteable(code: string, root: string): Promise<string> {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(`${root}/src/index.ts`);
  return prettier.format(code, { ...options, filepath: 'Example.tsx' });
}
