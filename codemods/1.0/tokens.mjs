/**
 * 1.0's one tone vocabulary, down to the tokens: the semantic colour group `status` with
 * success/info/warning/error is `tone` with neutral/info/positive/caution/critical, the palette
 * names hues (green, blue, red), and Box's `color="default"` is `color="neutral"`.
 *
 *   vars.color.status.success.text           → vars.color.tone.positive.text
 *   '--beem-color-status-error-border'       → '--beem-color-tone-critical-border'
 *   palette.error[700]                        → palette.red[700]
 *   <Box color="default">                     → <Box color="neutral">
 *
 * It reads only files that import from the package (any entry), and edits the text where a name
 * stands, so an app's diff shows only what 1.0 renames.
 */
import { importedNames, packageName } from '../imports.mjs';

/** The tone each old status name became. */
export const renamedTones = {
  success: 'positive',
  info: 'info',
  warning: 'caution',
  error: 'critical',
};

/** The hue each palette family that was named for a status became. */
export const renamedHues = { success: 'green', info: 'blue', error: 'red' };

/** @param {any} node @returns {[number, number]} */
const span = (node) => [node.start, node.end];

/** @param {any} node @returns {string | undefined} */
const nameOf = (node) =>
  node?.type === 'Identifier'
    ? node.name
    : node?.type === 'StringLiteral' || node?.type === 'Literal'
      ? String(node.value)
      : undefined;

const cssVariable = /--beem-color-status-(success|info|warning|error)\b/g;

/** @type {import('jscodeshift').Transform} */
export default function transform(file, api) {
  const j = api.jscodeshift;
  const root = j(file.source);
  const fromPackage = root
    .find(j.ImportDeclaration)
    .filter((path) => String(path.node.source.value).startsWith(packageName));
  if (fromPackage.size() === 0) return undefined;
  /** @type {{ start: number; end: number; text: string }[]} */
  const edits = [];

  // `<x>.color.status.<tone>`: `status` is renamed, and so is the tone after it.
  root.find(j.MemberExpression).forEach((path) => {
    const { object, property } = path.node;
    if (nameOf(property) !== 'status' || object.type !== 'MemberExpression') return;
    if (nameOf(object.property) !== 'color') return;
    edits.push({ start: span(property)[0], end: span(property)[1], text: 'tone' });
    const parent = path.parent.node;
    if (parent.type !== 'MemberExpression' || parent.object !== path.node) return;
    const tone = renamedTones[/** @type {keyof typeof renamedTones} */ (nameOf(parent.property))];
    if (!tone) return;
    const [start, end] = span(parent.property);
    const quoted = parent.property.type !== 'Identifier';
    edits.push({ start, end, text: quoted ? `'${tone}'` : tone });
  });

  // `palette.success`: the palette names its hues.
  root.find(j.MemberExpression).forEach((path) => {
    const { object, property } = path.node;
    const objectName =
      object.type === 'MemberExpression' ? nameOf(object.property) : nameOf(object);
    if (objectName !== 'palette') return;
    const hue = renamedHues[/** @type {keyof typeof renamedHues} */ (nameOf(property))];
    if (!hue) return;
    const [start, end] = span(property);
    edits.push({ start, end, text: property.type === 'Identifier' ? hue : `'${hue}'` });
  });

  // The custom properties of tokens.css, in strings and template literals.
  /** @param {any} node @param {string} raw */
  const renameVariables = (node, raw) => {
    const [start] = span(node);
    for (const match of raw.matchAll(cssVariable)) {
      const tone = renamedTones[/** @type {keyof typeof renamedTones} */ (match[1])];
      const at = start + /** @type {number} */ (match.index);
      edits.push({
        start: at,
        end: at + match[0].length,
        text: `--beem-color-tone-${tone}`,
      });
    }
  };
  root.find(j.StringLiteral).forEach((path) => {
    const [start, end] = span(path.node);
    renameVariables(path.node, file.source.slice(start, end));
  });
  root.find(j.TemplateElement).forEach((path) => {
    const [start, end] = span(path.node);
    renameVariables(path.node, file.source.slice(start, end));
  });

  // Box's ordinary text colour is `neutral`, as the components' tone calls it.
  const box = importedNames(j, root).get('Box');
  if (box)
    root.find(j.JSXOpeningElement, { name: { name: box } }).forEach((path) => {
      for (const attribute of path.node.attributes ?? []) {
        if (attribute.type !== 'JSXAttribute' || attribute.name.name !== 'color') continue;
        const value = attribute.value;
        if (value?.type === 'StringLiteral' && value.value === 'default') {
          const [start, end] = span(value);
          const quote = file.source.charAt(start);
          edits.push({ start, end, text: `${quote}neutral${quote}` });
        }
      }
    });

  if (edits.length === 0) return undefined;
  let text = file.source;
  for (const { start, end, text: replacement } of edits.sort((a, b) => b.start - a.start))
    text = text.slice(0, start) + replacement + text.slice(end);
  return text;
}
