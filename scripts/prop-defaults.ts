/**
 * What each component does with a prop left out, read from its code, beside what its props
 * interface says in `@default`. Storybook's props tables (react-docgen-typescript) read the tag
 * wherever the component takes its props apart, in the signature or in the body, so the tag is
 * what fills the Default column; conventions.test.ts holds the two together.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');

export interface DestructuredDefault {
  /** Repository-relative file of the component. */
  file: string;
  component: string;
  prop: string;
  /** The default as the props table writes it, or null when it is no literal (a call, a function). */
  value: string | null;
  /** The initializer as written. */
  source: string;
  /** The `@default` of each of the prop's declarations in the library, or undefined where none. */
  tags: (string | undefined)[];
  /** Where the prop is declared, for a message that points at it. */
  declarations: ts.Declaration[];
}

export interface DocumentedProp {
  file: string;
  component: string;
  prop: string;
  description: string;
  tag: string | undefined;
  /** A required prop has no default to state. */
  optional: boolean;
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

export const componentModules = () =>
  walk(join(root, 'src/components')).filter(
    (file) => file.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(file),
  );

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

type FunctionNode = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/** Exported components: `function Name`, or `const Name =` a function, `forwardRef` or `memo` of one. */
function components(source: ts.SourceFile): [string, FunctionNode][] {
  const found: [string, FunctionNode][] = [];
  const unwrap = (node: ts.Expression | undefined): FunctionNode | undefined => {
    if (!node) return undefined;
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node;
    if (ts.isCallExpression(node)) return unwrap(node.arguments[0]);
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return unwrap(node.expression);
    return undefined;
  };
  for (const statement of source.statements) {
    if (!exported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name && /^[A-Z]/.test(statement.name.text))
      found.push([statement.name.text, statement]);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const fn = unwrap(declaration.initializer);
        if (fn && ts.isIdentifier(declaration.name) && /^[A-Z]/.test(declaration.name.text))
          found.push([declaration.name.text, fn]);
      }
  }
  return found;
}

/** The binding patterns a component takes its props apart with: its parameter's, or the body's. */
function patterns(fn: FunctionNode): ts.ObjectBindingPattern[] {
  const [param] = fn.parameters;
  if (!param) return [];
  if (ts.isObjectBindingPattern(param.name)) return [param.name];
  if (!ts.isIdentifier(param.name) || !fn.body) return [];
  const name = param.name.text;
  const found: ts.ObjectBindingPattern[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isIdentifier(node.initializer) &&
      node.initializer.text === name
    )
      found.push(node.name);
    // A nested function's own parameters are not the component's props.
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return found;
}

/** A literal as react-docgen-typescript writes it: strings bare, references followed to one. */
function literal(node: ts.Expression, checker: ts.TypeChecker, depth = 0): string | null {
  if (depth > 5) return null;
  // An empty string is written as one, or the column would look as if there were no default.
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return node.text === '' ? "''" : node.text;
  if (ts.isNumericLiteral(node)) return node.text;
  if (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand)) return node.getText();
  if (node.kind === ts.SyntaxKind.TrueKeyword) return 'true';
  if (node.kind === ts.SyntaxKind.FalseKeyword) return 'false';
  if (node.kind === ts.SyntaxKind.NullKeyword) return 'null';
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    return literal(node.expression, checker, depth + 1);
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    if (
      declaration &&
      (ts.isPropertyAssignment(declaration) || ts.isVariableDeclaration(declaration)) &&
      declaration.initializer
    )
      return literal(declaration.initializer, checker, depth + 1);
  }
  return null;
}

const optional = (declaration: ts.Declaration) =>
  !(ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ||
  declaration.questionToken !== undefined;

const inLibrary = (declaration: ts.Declaration) =>
  !declaration.getSourceFile().fileName.includes('node_modules');

const defaultTag = (declaration: ts.Declaration) => {
  const tag = ts
    .getJSDocTags(declaration)
    .find((each) => each.tagName.text === 'default' || each.tagName.text === 'defaultValue');
  return tag ? (ts.getTextOfJSDocComment(tag.comment) ?? '').trim() : undefined;
};

const description = (declaration: ts.Declaration) =>
  ts
    .getJSDocCommentsAndTags(declaration)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n');

/** Each prop's declarations, across every member of a union of call signatures' props. */
function propsOf(type: ts.Type): Map<string, ts.Declaration[]> {
  const props = new Map<string, ts.Declaration[]>();
  for (const member of type.isUnion() ? type.types : [type])
    for (const symbol of member.getApparentProperties()) {
      const known = props.get(symbol.getName()) ?? [];
      const fresh = (symbol.declarations ?? []).filter((each) => !known.includes(each));
      props.set(symbol.getName(), [...known, ...fresh]);
    }
  return props;
}

let program: ts.Program | undefined;
const load = () => {
  program ??= ts.createProgram(componentModules(), {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    types: ['node', 'vite/client'],
  });
  return program;
};

/** Every component in src/components, with each prop it gives a default when left out. */
export function destructuredDefaults(): DestructuredDefault[] {
  const program = load();
  const checker = program.getTypeChecker();
  return componentModules().flatMap((path) => {
    const source = program.getSourceFile(path);
    if (!source) return [];
    const file = relative(root, path);
    return components(source).flatMap(([component, fn]) => {
      const [param] = fn.parameters;
      if (!param) return [];
      const props = propsOf(checker.getTypeAtLocation(param));
      const seen = new Set<string>();
      return patterns(fn).flatMap((pattern) =>
        pattern.elements.flatMap((element): DestructuredDefault[] => {
          if (!element.initializer || element.dotDotDotToken) return [];
          const key = element.propertyName ?? element.name;
          if (!ts.isIdentifier(key) && !ts.isStringLiteral(key)) return [];
          const prop = key.text;
          const declarations = (props.get(prop) ?? []).filter(
            (each) => inLibrary(each) && optional(each),
          );
          // A native attribute's default (a button's `type`) is the element's, and not in the table.
          if (declarations.length === 0 || seen.has(prop)) return [];
          seen.add(prop);
          return [
            {
              file,
              component,
              prop,
              value: literal(element.initializer, checker),
              source: element.initializer.getText(),
              tags: declarations.map(defaultTag),
              declarations,
            },
          ];
        }),
      );
    });
  });
}

/**
 * What the exported `<component>Defaults` objects (`buttonDefaults`) say, by component and prop:
 * some defaults reach the code through them rather than a destructuring (`withDefault(space,
 * stackDefaults.space)`), so they are the other place the code says what a prop defaults to.
 */
export function defaultsObjects(): DestructuredDefault[] {
  const program = load();
  const checker = program.getTypeChecker();
  return componentModules().flatMap((path) => {
    const source = program.getSourceFile(path);
    if (!source) return [];
    const file = relative(root, path);
    const functions = new Map(components(source));
    return source.statements.flatMap((statement) => {
      if (!exported(statement) || !ts.isVariableStatement(statement)) return [];
      return statement.declarationList.declarations.flatMap((declaration) => {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) return [];
        const stem = /^([a-z]\w*)Defaults$/.exec(declaration.name.text)?.[1];
        const component = stem && stem.charAt(0).toUpperCase() + stem.slice(1);
        const fn = component ? functions.get(component) : undefined;
        let object: ts.Expression = declaration.initializer;
        while (ts.isAsExpression(object) || ts.isSatisfiesExpression(object))
          object = object.expression;
        const [param] = fn?.parameters ?? [];
        if (!component || !param || !ts.isObjectLiteralExpression(object)) return [];
        const props = propsOf(checker.getTypeAtLocation(param));
        return object.properties.flatMap((property): DestructuredDefault[] => {
          if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) return [];
          const prop = property.name.text;
          const declarations = (props.get(prop) ?? []).filter(
            (each) => inLibrary(each) && optional(each),
          );
          if (declarations.length === 0) return [];
          return [
            {
              file,
              component,
              prop,
              value: literal(property.initializer, checker),
              source: property.initializer.getText(),
              tags: declarations.map(defaultTag),
              declarations,
            },
          ];
        });
      });
    });
  });
}

/** Every documented prop of every component in src/components, with its `@default`. */
export function documentedProps(): DocumentedProp[] {
  const program = load();
  const checker = program.getTypeChecker();
  return componentModules().flatMap((path) => {
    const source = program.getSourceFile(path);
    if (!source) return [];
    const file = relative(root, path);
    return components(source).flatMap(([component, fn]) => {
      const [param] = fn.parameters;
      if (!param) return [];
      return [...propsOf(checker.getTypeAtLocation(param))].flatMap(([prop, declarations]) =>
        declarations.filter(inLibrary).map((declaration) => ({
          file,
          component,
          prop,
          description: description(declaration),
          tag: defaultTag(declaration),
          optional: optional(declaration),
        })),
      );
    });
  });
}
