/**
 * 1.0's one icon prop: every component that draws an icon takes a glyph as `icon`, never one of
 * ten names. This rewrites the names and imports the glyphs they stood for:
 *
 *   <Button icon="arrowRight">          → <Button icon={ArrowRightIcon}>
 *   <Icon name="check" />               → <Icon icon={CheckIcon} />
 *   <ProductIllustration icon="savings" → <ProductIllustration product="savings"
 *
 * (`glyph` → `icon` on Icon, IconButton, MenuItem and ToggleButton is in props.mjs.) A name given
 * as a variable or an expression is reported with its file and line, to change by hand.
 */
import { importedNames, packageName } from '../imports.mjs';

/** Each of the ten names, and the glyph of the open set it drew. */
export const glyphOfName = {
  arrowLeft: 'ArrowLeftIcon',
  arrowRight: 'ArrowRightIcon',
  chevronDown: 'ChevronDownIcon',
  close: 'CloseIcon',
  check: 'CheckIcon',
  minus: 'MinusIcon',
  menu: 'MenuIcon',
  alert: 'AlertIcon',
  blocked: 'BlockedIcon',
  external: 'ExternalIcon',
};

/** The components whose `icon` took a name, and Icon, whose `name` did. */
export const namedIconProps = {
  Button: 'icon',
  List: 'icon',
  ListItem: 'icon',
  StatusScreen: 'icon',
  ErrorScreen: 'icon',
  BlockedScreen: 'icon',
  DialogAction: 'icon',
  DialogTrigger: 'icon',
  Icon: 'name',
};

/** @param {any} node @returns {[number, number]} */
const span = (node) => [node.start, node.end];

/** @type {import('jscodeshift').Transform} */
export default function transform(file, api) {
  const j = api.jscodeshift;
  const root = j(file.source);
  const main = importedNames(j, root);
  const marketing = importedNames(j, root, `${packageName}/marketing`);
  if (main.size === 0 && marketing.size === 0) return undefined;
  /** @type {Map<string, string>} local name → Beem's name */
  const componentOf = new Map([...main].map(([name, local]) => [local, name]));
  const illustration = marketing.get('ProductIllustration');
  /** @type {{ start: number; end: number; text: string }[]} */
  const edits = [];
  /** @type {Set<string>} */
  const needed = new Set();
  /** @param {{ loc?: { start: { line: number } } | null }} node @param {string} message */
  const report = (node, message) =>
    api.report(`${file.path}:${node.loc?.start.line ?? '?'}: ${message}`);

  root.find(j.JSXOpeningElement).forEach((path) => {
    const element = path.node;
    if (element.name.type !== 'JSXIdentifier') return;
    const local = element.name.name;
    for (const attribute of element.attributes ?? []) {
      if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier') continue;
      if (local === illustration && attribute.name.name === 'icon') {
        const [start, end] = span(attribute.name);
        edits.push({ start, end, text: 'product' });
        continue;
      }
      const component = componentOf.get(local);
      const prop =
        component && namedIconProps[/** @type {keyof typeof namedIconProps} */ (component)];
      if (!prop || attribute.name.name !== prop) continue;
      const value = attribute.value;
      const literal =
        value?.type === 'StringLiteral'
          ? value.value
          : value?.type === 'JSXExpressionContainer' && value.expression.type === 'StringLiteral'
            ? value.expression.value
            : undefined;
      const glyph =
        literal === undefined
          ? undefined
          : glyphOfName[/** @type {keyof typeof glyphOfName} */ (literal)];
      if (!glyph) {
        report(
          attribute,
          `${prop}: give the glyph itself (icon={CheckIcon}), not a name; the codemod cannot read this one.`,
        );
        continue;
      }
      const glyphLocal = main.get(glyph) ?? glyph;
      if (!main.has(glyph)) needed.add(glyph);
      const [start, end] = span(attribute);
      edits.push({ start, end, text: `icon={${glyphLocal}}` });
    }
  });

  if (needed.size > 0) {
    // The glyphs join the file's import of the main entry, after its last name.
    const declaration = root
      .find(j.ImportDeclaration, { source: { value: packageName } })
      .filter((path) => path.node.importKind !== 'type')
      .paths()[0];
    const last = declaration?.node.specifiers?.at(-1);
    if (last) {
      const [, end] = span(last);
      edits.push({ start: end, end, text: `, ${[...needed].sort().join(', ')}` });
    }
  }

  if (edits.length === 0) return undefined;
  let text = file.source;
  for (const { start, end, text: replacement } of edits.sort((a, b) => b.start - a.start))
    text = text.slice(0, start) + replacement + text.slice(end);
  return text;
}
