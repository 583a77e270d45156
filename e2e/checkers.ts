import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { reviewedFindings } from './a11y-reviewed';

/**
 * The two accessibility engines every route is held to, injected into the page after it has
 * hydrated: Deque's axe-core and IBM's Equal Access checker. They are run straight from their
 * packages (no wrapper with its own engine requirements), through the DevTools protocol, so the
 * page's Content-Security-Policy does not stop them.
 */
const require = createRequire(import.meta.url);
const axeSource = (require('axe-core') as { source: string }).source;
const aceSource = readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's violations, as `rule: first target`. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ') ?? ''}`,
    );
  }, AXE_TAGS);
}

export interface EqualAccessFinding {
  ruleId: string;
  /** `FAIL`: a violation; `POTENTIAL`: one the engine cannot decide alone. */
  outcome: 'FAIL' | 'POTENTIAL';
  message: string;
  /** The element's opening tag, as the engine reports it. */
  snippet: string;
  path: string;
}

/**
 * Equal Access rules whose "potential" findings are decidable from the markup, so they are held
 * as errors too: each one must be fixed or judged in the reviewed list. The engine's other
 * potentials are questions for a person (is this focus ring visible, is this text a heading)
 * that the story screenshots and keyboard tests answer.
 */
export const POTENTIALS_HELD = ['form_submit_button_exists'] as const;

/** IBM Equal Access (ruleset WCAG 2.2 A and AA): the findings that count as errors. */
export async function equalAccessFindings(page: Page): Promise<EqualAccessFinding[]> {
  await page.evaluate(aceSource);
  const findings = await page.evaluate(
    async (held) => {
      const { ace } = window as unknown as {
        ace: {
          Checker: new () => {
            check: (
              document: Document,
              rulesets: string[],
            ) => Promise<{
              results: {
                ruleId: string;
                value: [string, string];
                message: string;
                snippet: string;
                path: { dom: string };
              }[];
            }>;
          };
        };
      };
      const report = await new ace.Checker().check(document, ['WCAG_2_2']);
      return report.results
        .filter(
          ({ value: [kind, outcome], ruleId }) =>
            kind === 'VIOLATION' &&
            (outcome === 'FAIL' || (outcome === 'POTENTIAL' && held.includes(ruleId))),
        )
        .map(({ ruleId, value, message, snippet, path }) => ({
          ruleId,
          outcome: value[1] as 'FAIL' | 'POTENTIAL',
          message,
          snippet,
          path: path.dom,
        }));
    },
    POTENTIALS_HELD as readonly string[],
  );
  return findings.filter(
    (finding) =>
      !reviewedFindings.some(
        (reviewed) =>
          reviewed.engine === 'equal-access' &&
          reviewed.rule === finding.ruleId &&
          finding.snippet.includes(reviewed.snippet),
      ),
  );
}
