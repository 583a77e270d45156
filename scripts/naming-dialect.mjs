/**
 * One naming dialect across the public entries' components, read from their props as an app
 * meets them (inherited props included, so a name React Aria's types bring in counts too):
 *
 * - a flag is named for what it is (`disabled`, `open`, `required`), never `isDisabled`;
 * - many values are arrays, never a `Set` (a `Set` does not survive JSON, a server action or a
 *   story's controls, and equal Sets are not `===`);
 * - a range is `min`/`max`, never `minValue`/`maxValue`;
 * - `currency` is an ISO 4217 code, a string, never a boolean;
 * - `align` (and `alignY`) take `start`/`center`/`end`, never `left`/`right`/`top`/`bottom`,
 *   which would read backwards in a right-to-left language;
 * - an icon is the prop `icon`, and it takes a glyph (`GlyphData`: any icon of the set, or an
 *   app's own Lucide glyph), never a name from a closed list, so every component draws every
 *   icon and a bundle holds only the glyphs its pages name.
 *
 * `npm run api:check` runs it over the declarations the API report is made from; a unit test
 * (naming-dialect.test.ts) shows it failing on components broken each way.
 */
import ts from 'typescript';

/** React's DOM attributes and other names an app passes through, not a component's own. */
const passedThrough = new Set(['is']);

/**
 * Every problem with the props of the components `entry` exports, as "Component: message".
 * @param {ts.Program} program
 * @param {string} entry the entry's file name, as the program knows it
 * @returns {string[]}
 */
export function dialectProblems(program, entry) {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`naming dialect: ${entry} is not in the program.`);
  /** @type {string[]} */
  const problems = [];
  for (const symbol of checker.getExportsOfModule(module)) {
    const name = symbol.getName();
    if (!/^[A-Z]/.test(name)) continue;
    const resolved =
      symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (!(resolved.flags & ts.SymbolFlags.Value)) continue;
    const declaration = resolved.valueDeclaration ?? resolved.declarations?.[0];
    if (!declaration) continue;
    const type = checker.getTypeOfSymbolAtLocation(resolved, declaration);
    const [signature] = type.getCallSignatures();
    const parameter = signature?.getParameters()[0];
    if (!signature || !parameter) continue;
    const props = checker.getTypeOfSymbolAtLocation(parameter, declaration);
    /** @type {Set<string>} */
    const seen = new Set();
    // A union of props (a link or a button) is checked member by member.
    for (const member of props.isUnion() ? props.types : [props])
      for (const prop of checker.getPropertiesOfType(member)) {
        const propName = prop.getName();
        if (seen.has(propName) || passedThrough.has(propName)) continue;
        seen.add(propName);
        const propType = checker.getNonNullableType(
          checker.getTypeOfSymbolAtLocation(prop, declaration),
        );
        const text = checker.typeToString(propType);
        const problem = propProblem(propName, propType, text, checker);
        if (problem) problems.push(`${name}: ${problem}`);
      }
  }
  return problems;
}

/**
 * @param {string} name
 * @param {ts.Type} type
 * @param {string} text
 * @param {ts.TypeChecker} checker
 */
function propProblem(name, type, text, checker) {
  if (/^is[A-Z]/.test(name))
    return `\`${name}\`: name a flag for what it is (\`${name.charAt(2).toLowerCase()}${name.slice(3)}\`).`;
  if (name === 'minValue' || name === 'maxValue') return `\`${name}\`: a range is \`min\`/\`max\`.`;
  if (mentionsSet(type, checker)) return `\`${name}\` is or passes a Set (${text}): use an array.`;
  if (name === 'currency' && (type.flags & ts.TypeFlags.BooleanLike || /boolean/.test(text)))
    return '`currency` is a boolean: take an ISO 4217 code (`"USD"`).';
  const glyph = isGlyph(type);
  if (glyph && name !== 'icon') return `\`${name}\` takes a glyph: an icon is the prop \`icon\`.`;
  if (name === 'icon' && !glyph)
    return `\`icon\` takes ${text}: take a glyph (\`GlyphData\`), as every component does.`;
  if (/^align(Y)?$/.test(name)) {
    const values = literalStrings(type, checker);
    const physical = [...new Set(values)].filter((value) =>
      /^(left|right|top|bottom)$/.test(value),
    );
    if (physical.length)
      return `\`${name}\` takes ${physical.map((value) => `"${value}"`).join(', ')}: say \`start\`/\`end\`.`;
  }
  return undefined;
}

/**
 * Whether a type is a glyph (`GlyphData`), alone or with `null` for "none".
 * @param {ts.Type} type
 */
function isGlyph(type) {
  const parts = type.isUnion()
    ? type.types.filter((part) => !(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)))
    : [type];
  return (
    parts.length > 0 &&
    parts.every((part) => (part.aliasSymbol ?? part.getSymbol())?.getName() === 'GlyphData')
  );
}

/**
 * Whether a type is a Set, or a function that takes or returns one, through unions and aliases
 * (React Aria's `Selection` is `'all' | Set<Key>`).
 * @param {ts.Type} type
 * @param {ts.TypeChecker} checker
 * @returns {boolean}
 */
function mentionsSet(type, checker, depth = 0) {
  if (depth > 4) return false;
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  if (symbol && /^(Readonly)?Set$/.test(symbol.getName())) return true;
  if (type.isUnion() || type.isIntersection())
    return type.types.some((part) => mentionsSet(part, checker, depth + 1));
  return type
    .getCallSignatures()
    .some(
      (signature) =>
        mentionsSet(signature.getReturnType(), checker, depth + 1) ||
        signature
          .getParameters()
          .some((parameter) =>
            parameter.valueDeclaration
              ? mentionsSet(
                  checker.getTypeOfSymbolAtLocation(parameter, parameter.valueDeclaration),
                  checker,
                  depth + 1,
                )
              : false,
          ),
    );
}

/**
 * The string literals a type allows, through unions, arrays and responsive objects.
 * @param {ts.Type} type
 * @param {ts.TypeChecker} checker
 * @returns {string[]}
 */
function literalStrings(type, checker, depth = 0) {
  if (depth > 3) return [];
  if (type.isStringLiteral()) return [type.value];
  if (type.isUnion()) return type.types.flatMap((part) => literalStrings(part, checker, depth + 1));
  if (type.flags & ts.TypeFlags.Object)
    return checker
      .getPropertiesOfType(type)
      .filter((prop) => !/^\d+$/.test(prop.getName()) || depth < 2)
      .flatMap((prop) =>
        prop.valueDeclaration
          ? literalStrings(
              checker.getTypeOfSymbolAtLocation(prop, prop.valueDeclaration),
              checker,
              depth + 1,
            )
          : [],
      );
  return [];
}
