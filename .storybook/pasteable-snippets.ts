/**
 * The build-time half of pasteable "Show code" (pasteable-code.ts holds the why). Storybook's
 * React preset adds each story's snippet to the compiled stories file as
 * `Story.parameters = { ...Story.parameters, docs: { …, source: { code: "…", … } } }`; this finds
 * those strings and finishes them, so Show code, the Source block and the components manifest's
 * consumers all read the pasteable version.
 */
import { types as t } from 'storybook/internal/babel';
import type { CsfFile } from 'storybook/internal/csf-tools';
import {
  formatPasteable,
  loadModule,
  pasteableCode,
  readPublicEntries,
  readStoriesFile,
  type PublicEntries,
} from './pasteable-code.ts';

type Enricher = (csf: CsfFile, csfSource: CsfFile) => Promise<void>;

const property = (node: t.Node | undefined | null, name: string) =>
  node && t.isObjectExpression(node)
    ? node.properties.find(
        (entry): entry is t.ObjectProperty =>
          t.isObjectProperty(entry) && t.isIdentifier(entry.key) && entry.key.name === name,
      )?.value
    : undefined;

/** Each story's snippet literal the React preset added: export name → its string node. */
function snippetLiterals(csf: CsfFile): [string, t.StringLiteral][] {
  return csf._ast.program.body.flatMap((statement): [string, t.StringLiteral][] => {
    if (!t.isExpressionStatement(statement)) return [];
    const assignment = statement.expression;
    if (!t.isAssignmentExpression(assignment) || !t.isMemberExpression(assignment.left)) return [];
    const { object, property: key } = assignment.left;
    if (!t.isIdentifier(object) || !t.isIdentifier(key) || key.name !== 'parameters') return [];
    const code = property(property(property(assignment.right, 'docs'), 'source'), 'code');
    return code && t.isStringLiteral(code) ? [[object.name, code]] : [];
  });
}

/** Each story's snippet as the React preset wrote it, by export name. */
export function storySnippets(csf: CsfFile): [string, string][] {
  return snippetLiterals(csf).map(([name, literal]) => [name, literal.value]);
}

/**
 * The `experimental_enrichCsf` preset: runs the React preset's enricher, then rewrites each
 * snippet to pasteable code. A snippet that cannot be pasted keeps Storybook's version; the
 * unit test names it.
 */
export function pasteableEnricher(root: string) {
  let entries: PublicEntries | undefined;
  return (previous: Enricher | undefined): Promise<Enricher> =>
    Promise.resolve(async (csf, csfSource) => {
      await previous?.(csf, csfSource);
      const literals = snippetLiterals(csf);
      if (literals.length === 0) return;
      entries ??= readPublicEntries(root);
      const text = csfSource._file.code;
      const file = readStoriesFile(
        csfSource._options.fileName ?? 'story.tsx',
        text,
        Object.keys(csf._stories),
      );
      for (const [name, literal] of literals) {
        const { code, problems } = pasteableCode(file, name, literal.value, entries, loadModule);
        if (problems.length > 0) continue;
        literal.value = await formatPasteable(code, root).catch(() => literal.value);
      }
    });
}
