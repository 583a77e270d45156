// The React preset's CSF enricher (its JSX snippets), which the Show code test runs the way
// the docs build does; the package publishes the module without types.
declare module '@storybook/react/preset' {
  import type { CsfFile } from 'storybook/internal/csf-tools';
  export const experimental_enrichCsf: (
    input: unknown,
    options: unknown,
  ) => Promise<((csf: CsfFile, csfSource: CsfFile) => Promise<void>) | undefined>;
}
