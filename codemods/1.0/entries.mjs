/**
 * 1.0's main entry is the design system alone. This moves an app's imports of what left it to
 * the entry that has it now, turns `formatUsd` calls into `formatMoney`, and reports, with file
 * and line, what has no mechanical replacement.
 *
 *   npx beem-codemod 1.0 src/
 */
import { importedNames, packageName } from '../imports.mjs';

const services = `${packageName}/services`;
const marketing = `${packageName}/marketing`;

/** Names that moved to another entry, unchanged. */
export const movedNames = {
  createAuthClient: services,
  authModes: services,
  parseAuthMode: services,
  SEND_VERIFICATION_CODE_MUTATION: services,
  VERIFY_CODE_MUTATION: services,
  graphqlFailures: services,
  safeReturnUrl: services,
  storedKeys: services,
  StoredKey: services,
  readStored: services,
  writeStored: services,
  removeStored: services,
  deviceId: services,
  watchViewportHeight: marketing,
};

/** Names 1.0 removes, with what to do instead. */
export const removedNames = {
  authClient:
    'removed: VerifyFlow keeps its own client; make one with createAuthClient() from @beem/design-system/services.',
  config:
    'removed: read settings with useSettings() in a component, or resolveSettings(input) outside React.',
  configureBeem: 'removed: give the settings to <BeemProvider settings={…}>.',
  appEnvironments:
    "removed: the environments are 'production' | 'staging' | 'development' (type AppEnvironment).",
  paymentMethods: 'removed: nothing in the library read it; keep the list in the app.',
  PaymentMethod: 'removed: nothing in the library read it; keep the type in the app.',
  contactTypes: 'removed: nothing in the library read it; keep the list in the app.',
  ContactType: 'removed: nothing in the library read it; keep the type in the app.',
  iconNames:
    'removed: every component takes a glyph as `icon` (ArrowRightIcon, CheckIcon…); import the glyphs an app offers.',
  IconName: 'removed: an icon is a glyph, type GlyphData.',
  interfaceIcons: 'removed: import each glyph by its name (CloseIcon, MenuIcon…).',
  ChoiceGroup:
    'removed: use <RadioGroup variant="chips" label={…}> (legend is label; options, value and onChange are the same).',
  ChoiceGroupProps: 'removed: use RadioGroupProps.',
  toastKinds:
    "removed: the toast tones are toastTones ('success' is 'positive', 'error' is 'critical').",
  ToastKind: 'removed: use ToastTone.',
  DeprecatedToastKind: 'removed: use ToastTone.',
  listSpacings:
    "removed: List's space takes the layout steps (layoutSpaces), 'xs'–'lg' being '1'–'4'.",
  ListSpacing: 'removed: use ResponsiveSpace, the type of space.',
  cardGaps: "removed: Card's space takes the layout steps (layoutSpaces).",
  CardGap: 'removed: use ResponsiveSpace, the type of space.',
  cardDeprecatedTones: 'removed: use cardTones (and surface="subtle" for the subtle card).',
  CardDeprecatedTone: 'removed: use CardTone.',
  DeprecatedStatusScreenTone: 'removed: use StatusScreenTone.',
  DeprecatedAlertTone: 'removed: use AlertTone.',
  DeprecatedTextTone: 'removed: use TextTone.',
  ...Object.fromEntries(
    ['Alert', 'Badge', 'Card', 'Heading', 'StatusScreen', 'Text'].flatMap((component) => [
      [`${component}Component`, `removed: use typeof ${component}, or ${component}Props.`],
      [`${component}DeprecatedProps`, `removed: use ${component}Props.`],
    ]),
  ),
};

/** @type {import('jscodeshift').Transform} */
export default function transform(file, api) {
  const j = api.jscodeshift;
  const root = j(file.source);
  const declarations = root.find(j.ImportDeclaration, { source: { value: packageName } });
  if (declarations.size() === 0) return undefined;
  let changed = false;
  /** @param {{ loc?: { start: { line: number } } | null }} node @param {string} message */
  const report = (node, message) =>
    api.report(`${file.path}:${node.loc?.start.line ?? '?'}: ${message}`);

  /** @type {Map<string, import('jscodeshift').ImportSpecifier[]>} */
  const moving = new Map();
  declarations.forEach((path) => {
    const declaration = path.node;
    const typeOnly = declaration.importKind === 'type';
    declaration.specifiers = (declaration.specifiers ?? []).filter((specifier) => {
      if (specifier.type !== 'ImportSpecifier') return true;
      const name = String(specifier.imported.name);
      const target = movedNames[/** @type {keyof typeof movedNames} */ (name)];
      if (target) {
        if (typeOnly) /** @type {any} */ (specifier).importKind = 'type';
        moving.set(target, [...(moving.get(target) ?? []), specifier]);
        changed = true;
        return false;
      }
      const removed = removedNames[/** @type {keyof typeof removedNames} */ (name)];
      if (removed) report(specifier, `${name} ${removed}`);
      return true;
    });
  });

  for (const [target, specifiers] of moving) {
    const existing = root.find(j.ImportDeclaration, { source: { value: target } });
    if (existing.size() > 0) existing.get().node.specifiers.push(...specifiers);
    else {
      const last = root.find(j.ImportDeclaration, { source: { value: packageName } }).at(-1);
      last.insertAfter(j.importDeclaration(specifiers, j.stringLiteral(target)));
    }
  }
  // A declaration left with nothing to import goes; a side-effect import never had specifiers.
  root
    .find(j.ImportDeclaration, { source: { value: packageName } })
    .filter((path) => path.node.specifiers?.length === 0 && changed)
    .remove();

  changed = rewriteFormatUsd(j, root, report) || changed;
  warnCatalogues(j, root, report);
  if (!changed) return undefined;
  // New and rewritten strings in the quotes the file's first import uses.
  const first = /** @type {any} */ (declarations.get().node.source);
  const quote = file.source.charAt(first.start) === '"' ? 'double' : 'single';
  return root.toSource({ quote });
}

/**
 * `formatUsd(n)` wrote whole dollars and `formatUsd(n, { cents: true })` dollars and cents;
 * `formatMoney` writes cents unless told `fractionDigits: 0`.
 * @param {import('jscodeshift').JSCodeshift} j
 * @param {import('jscodeshift').Collection} root
 * @param {(node: { loc?: { start: { line: number } } | null }, message: string) => void} report
 */
function rewriteFormatUsd(j, root, report) {
  const local = importedNames(j, root).get('formatUsd');
  if (!local) return false;
  const formatMoney = importedNames(j, root).get('formatMoney') ?? 'formatMoney';
  root.find(j.CallExpression, { callee: { name: local } }).forEach((path) => {
    const [amount, options] = path.node.arguments;
    if (!amount) return;
    path.node.callee = j.identifier(formatMoney);
    if (!options) {
      path.node.arguments = [amount, j.objectExpression([fractionDigits(j)])];
      return;
    }
    if (options.type !== 'ObjectExpression') {
      report(
        path.node,
        'formatUsd options the codemod cannot read: give formatMoney fractionDigits: 0 for whole dollars.',
      );
      return;
    }
    const props = options.properties.filter(
      (property) =>
        !(
          (property.type === 'ObjectProperty' || property.type === 'Property') &&
          keyName(property.key) === 'cents'
        ),
    );
    const cents = options.properties.find(
      (property) =>
        (property.type === 'ObjectProperty' || property.type === 'Property') &&
        keyName(property.key) === 'cents',
    );
    const centsValue = cents && 'value' in cents ? cents.value : undefined;
    const withCents = centsValue?.type === 'BooleanLiteral' ? centsValue.value : undefined;
    if (cents && withCents === undefined)
      report(
        path.node,
        'formatUsd cents the codemod cannot read: formatMoney writes cents unless fractionDigits: 0.',
      );
    if (!withCents) props.push(fractionDigits(j));
    path.node.arguments = props.length ? [amount, j.objectExpression(props)] : [amount];
  });
  root.find(j.ImportDeclaration, { source: { value: packageName } }).forEach((path) => {
    const specifiers = path.node.specifiers ?? [];
    const hasFormatMoney = specifiers.some(
      (specifier) =>
        specifier.type === 'ImportSpecifier' && specifier.imported.name === 'formatMoney',
    );
    path.node.specifiers = specifiers.flatMap((specifier) => {
      if (specifier.type !== 'ImportSpecifier' || specifier.imported.name !== 'formatUsd')
        return [specifier];
      return hasFormatMoney ? [] : [j.importSpecifier(j.identifier('formatMoney'))];
    });
  });
  return true;
}

/** @param {import('jscodeshift').JSCodeshift} j */
const fractionDigits = (j) => j.objectProperty(j.identifier('fractionDigits'), j.numericLiteral(0));

/** @param {any} key */
const keyName = (key) => key?.name ?? key?.value;

/**
 * `esUS` no longer holds the marketing components' strings; a file that uses both needs them
 * together.
 * @param {import('jscodeshift').JSCodeshift} j
 * @param {import('jscodeshift').Collection} root
 * @param {(node: { loc?: { start: { line: number } } | null }, message: string) => void} report
 */
function warnCatalogues(j, root, report) {
  const main = importedNames(j, root);
  const usesMarketing = root.find(j.ImportDeclaration, { source: { value: marketing } }).size() > 0;
  for (const catalogue of ['esUS', 'enUS']) {
    if (!main.has(catalogue) || !usesMarketing) continue;
    if (importedNames(j, root, marketing).has(`${catalogue}Marketing`)) continue;
    const where = root
      .find(j.ImportSpecifier, { imported: { name: catalogue } })
      .filter((path) => path.parent.node.source.value === packageName);
    report(
      where.size() ? where.get().node : root.get().node,
      `${catalogue} no longer holds the marketing components' strings: give a provider { ...${catalogue}, ...${catalogue}Marketing } (from @beem/design-system/marketing).`,
    );
  }
}
