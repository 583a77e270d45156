/**
 * 1.0's one naming dialect, in an app's JSX: every prop of Beem's components that 1.0 renames,
 * and every `align` value that 1.0 writes logically.
 *
 *   npx beem-codemod 1.0 src/
 *
 * It changes only elements whose component is imported from `@beem/design-system`, under
 * whatever local name. A value it cannot read (a variable, a ternary) is left as it is and
 * reported with its file and line, to change by hand.
 */
import { importedNames } from '../imports.mjs';

/** Props renamed as they are, whatever their value: component → old → new. */
export const renamedProps = {
  MenuTrigger: { isOpen: 'open' },
  Tabs: { isDisabled: 'disabled' },
  Tab: { isDisabled: 'disabled' },
  Tooltip: { isDisabled: 'disabled' },
  GridListItem: { isDisabled: 'disabled' },
  Tag: { isDisabled: 'disabled' },
  PageLayout: { isPermitted: 'permitted' },
  Meter: { minValue: 'min', maxValue: 'max' },
  DatePicker: { minValue: 'min', maxValue: 'max', isDateUnavailable: 'dateUnavailable' },
  DateRangePicker: { minValue: 'min', maxValue: 'max', isDateUnavailable: 'dateUnavailable' },
  Icon: { glyph: 'icon' },
  Card: { gap: 'space' },
  List: { spacing: 'space' },
  IconButton: { glyph: 'icon' },
  MenuItem: { glyph: 'icon' },
  ToggleButton: { glyph: 'icon' },
  ComboBox: {
    selectedKey: 'value',
    defaultSelectedKey: 'defaultValue',
    onSelectionChange: 'onChange',
  },
  TagGroup: {
    selectedKeys: 'value',
    defaultSelectedKeys: 'defaultValue',
    onSelectionChange: 'onChange',
  },
};

/** `align` values that name a side, and the logical value 1.0 takes: component → prop → map. */
export const renamedValues = {
  Stack: { align: { left: 'start', right: 'end' } },
  Inline: {
    align: { left: 'start', right: 'end' },
    alignY: { top: 'start', bottom: 'end' },
  },
  Columns: { alignY: { top: 'start', bottom: 'end' } },
};

/**
 * The values 0.x deprecated and 1.0 removes, as their current names: component → prop → map.
 * A value the codemod cannot read is left to the type checker, which no longer accepts the old
 * names.
 */
export const removedValues = {
  Alert: { tone: { success: 'positive', warning: 'caution' } },
  Badge: { tone: { new: 'brand' } },
  Text: { tone: { default: 'neutral', success: 'positive', error: 'critical' } },
  Heading: { tone: { default: 'neutral', success: 'positive', error: 'critical' } },
  StatusScreen: { tone: { error: 'critical', blocked: 'neutral' } },
  Card: { tone: { default: 'neutral' }, gap: { sm: '2', md: '3', lg: '4' } },
  List: { spacing: { xs: '1', sm: '2', md: '3', lg: '4' } },
};

/** The toast kinds `show()` took before the shared tone list. */
const toastKinds = { success: 'positive', error: 'critical' };

/** Props that took a `Set` of keys and take an array in 1.0: component → props. */
export const keyArrayProps = {
  Menu: ['selectedKeys', 'defaultSelectedKeys', 'disabledKeys'],
  MenuSection: ['selectedKeys', 'defaultSelectedKeys'],
  GridList: ['selectedKeys', 'defaultSelectedKeys', 'disabledKeys'],
  TagGroup: ['selectedKeys', 'defaultSelectedKeys', 'disabledKeys'],
  Tabs: ['disabledKeys'],
};

/** Where `currency` was a flag for US dollars, 1.0 takes the ISO 4217 code. */
const currencyFlag = new Set(['NumberField', 'Slider']);

/**
 * A change to the file's text: the transform edits the source where a prop's name or value
 * stands, rather than printing the tree again, so an app's diff shows only what 1.0 renames,
 * in its own quotes and layout.
 * @typedef {{ start: number; end: number; text: string }} Edit
 */

/** @param {any} node @returns {[number, number]} */
const span = (node) => [node.start, node.end];

/** A JSX attribute's string value, quoted or in braces; undefined for anything else. */
const attributeText = (/** @type {any} */ attribute) => {
  const value =
    attribute.value?.type === 'JSXExpressionContainer'
      ? attribute.value.expression
      : attribute.value;
  return value && /^(StringLiteral|Literal)$/.test(value.type) ? value.value : undefined;
};

/** @type {import('jscodeshift').Transform} */
export default function transform(file, api) {
  const j = api.jscodeshift;
  const root = j(file.source);
  const imported = importedNames(j, root);
  if (imported.size === 0) return undefined;
  /** @type {Map<string, string>} local name → Beem's name */
  const componentOf = new Map([...imported].map(([name, local]) => [local, name]));
  /** @type {Edit[]} */
  const edits = [];
  /** @param {{ loc?: { start: { line: number } } | null }} node @param {string} message */
  const report = (node, message) =>
    api.report(`${file.path}:${node.loc?.start.line ?? '?'}: ${message}`);

  root.find(j.JSXOpeningElement).forEach((path) => {
    const element = path.node;
    if (element.name.type !== 'JSXIdentifier') return;
    const component = componentOf.get(element.name.name);
    if (!component) return;
    const renames = renamedProps[/** @type {keyof typeof renamedProps} */ (component)];
    const values = renamedValues[/** @type {keyof typeof renamedValues} */ (component)];
    for (const attribute of element.attributes ?? []) {
      if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier') continue;
      const prop = attribute.name.name;
      const renamed = renames?.[/** @type {never} */ (prop)];
      if (renamed) {
        const [start, end] = span(attribute.name);
        edits.push({ start, end, text: renamed });
      }
      const map = values?.[/** @type {never} */ (prop)];
      if (map && attribute.value) edits.push(...valueEdits(attribute, map, report));
      const removed = removedValues[/** @type {keyof typeof removedValues} */ (component)];
      const removedMap = removed?.[/** @type {never} */ (prop)];
      if (removedMap && attribute.value)
        edits.push(...valueEdits(attribute, removedMap, () => undefined));
      if (component === 'Card' && prop === 'tone' && attributeText(attribute) === 'subtle')
        report(attribute, 'Card tone="subtle" is gone: give surface="subtle" (and drop tone).');
      const keyProps = keyArrayProps[/** @type {keyof typeof keyArrayProps} */ (component)];
      if (keyProps?.includes(prop) && attribute.value)
        edits.push(...keyArrayEdits(file.source, attribute, report));
      if (prop === 'currency' && currencyFlag.has(component))
        edits.push(...currencyEdits(file.source, attribute, report));
    }
  });
  // `show('success', …)` from useToast: the kinds are the shared tones now.
  if (imported.has('useToast'))
    root.find(j.CallExpression).forEach((path) => {
      const { callee, arguments: args } = path.node;
      const name =
        callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
          ? callee.property.name
          : callee.type === 'Identifier'
            ? callee.name
            : undefined;
      const [kind] = args;
      if (name !== 'show' || !kind || !/^(StringLiteral|Literal)$/.test(kind.type)) return;
      const tone =
        toastKinds[/** @type {keyof typeof toastKinds} */ (/** @type {any} */ (kind).value)];
      if (!tone) return;
      const [start, end] = span(kind);
      edits.push({ start: start + 1, end: end - 1, text: tone });
    });
  if (edits.length === 0) return undefined;
  let text = file.source;
  for (const { start, end, text: replacement } of edits.sort((a, b) => b.start - a.start))
    text = text.slice(0, start) + replacement + text.slice(end);
  return text;
}

/**
 * `align="left"`, `align={'left'}` and `align={{ mobile: 'left', tablet: 'center' }}`.
 * @param {import('jscodeshift').JSXAttribute} attribute
 * @param {Record<string, string>} map
 * @param {(node: { loc?: { start: { line: number } } | null }, message: string) => void} report
 * @returns {Edit[]}
 */
function valueEdits(attribute, map, report) {
  /** @type {Edit[]} */
  const edits = [];
  const cannotRead = (/** @type {{ loc?: { start: { line: number } } | null }} */ node) =>
    report(
      node,
      `${String(attribute.name.name)}: a value the codemod cannot read; write it logically (start/end).`,
    );
  /** @param {any} node @returns {boolean} whether it was a string */
  const literal = (node) => {
    if (!/^(StringLiteral|Literal)$/.test(node.type) || typeof node.value !== 'string')
      return false;
    const next = map[node.value];
    if (next) {
      const [start, end] = span(node);
      // In the quotes it had.
      edits.push({ start: start + 1, end: end - 1, text: next });
    }
    return true;
  };
  const value = attribute.value;
  if (!value || literal(value)) return edits;
  if (value.type === 'JSXExpressionContainer') {
    const expression = value.expression;
    if (literal(expression)) return edits;
    if (expression.type === 'ObjectExpression') {
      for (const property of expression.properties)
        if (!('value' in property) || !literal(property.value)) cannotRead(property);
      return edits;
    }
  }
  cannotRead(attribute);
  return edits;
}

/**
 * `selectedKeys={new Set(['a', 'b'])}` → `selectedKeys={['a', 'b']}`, `new Set()` → `[]`. A
 * variable is reported: if it holds a `Set`, spread it (`[...keys]`).
 * @param {string} source
 * @param {import('jscodeshift').JSXAttribute} attribute
 * @param {(node: { loc?: { start: { line: number } } | null }, message: string) => void} report
 * @returns {Edit[]}
 */
function keyArrayEdits(source, attribute, report) {
  const value = attribute.value;
  if (value?.type !== 'JSXExpressionContainer') return [];
  const expression = value.expression;
  if (expression.type === 'ArrayExpression' || expression.type === 'StringLiteral') return [];
  if (
    expression.type === 'NewExpression' &&
    expression.callee.type === 'Identifier' &&
    expression.callee.name === 'Set' &&
    expression.arguments.length <= 1 &&
    (expression.arguments.length === 0 || expression.arguments[0]?.type === 'ArrayExpression')
  ) {
    const [start, end] = span(expression);
    const [argument] = expression.arguments;
    const text = argument ? source.slice(...span(argument)) : '[]';
    return [{ start, end, text }];
  }
  report(
    attribute,
    `${attribute.name.name}: if this is a Set, give an array instead (\`[...keys]\`).`,
  );
  return [];
}

/**
 * `currency` (or `currency={true}`) → `currency="USD"`; `currency={false}` → no prop.
 * @param {string} source
 * @param {import('jscodeshift').JSXAttribute} attribute
 * @param {(node: { loc?: { start: { line: number } } | null }, message: string) => void} report
 * @returns {Edit[]}
 */
function currencyEdits(source, attribute, report) {
  const value = attribute.value;
  const flag =
    value === null || value === undefined
      ? true
      : value.type === 'JSXExpressionContainer' && value.expression.type === 'BooleanLiteral'
        ? value.expression.value
        : undefined;
  const [start, end] = span(attribute);
  if (flag === true) return [{ start, end, text: 'currency="USD"' }];
  if (flag === false) {
    // The attribute and the space before it.
    let from = start;
    while (from > 0 && /\s/.test(source.charAt(from - 1))) from -= 1;
    return [{ start: from, end, text: '' }];
  }
  if (value?.type === 'JSXExpressionContainer' && value.expression.type !== 'StringLiteral')
    report(
      attribute,
      'currency: if this is a true/false flag, give the ISO 4217 code ("USD") instead.',
    );
  return [];
}
