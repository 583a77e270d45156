/**
 * The tokens of the package as an app installed it: what the consumer tests hold computed styles
 * to, so a test proves the styles came from the package and not from a copy of its values.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A token reader for the package installed in `app` (a folder under dist/). */
export function installedTokens(app: string) {
  const tokensCss = join(
    import.meta.dirname,
    '../dist',
    app,
    'node_modules/@beem/design-system/dist/lib/tokens.css',
  );
  /** A token's value as the package's framework-free `tokens.css` states it, aliases followed. */
  const tokenValue = (name: string): string => {
    const css = readFileSync(tokensCss, 'utf8');
    const declared = new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    if (!declared) throw new Error(`tokens.css has no ${name}`);
    const alias = /^var\((--[\w-]+)\)$/.exec(declared)?.[1];
    return alias ? tokenValue(alias) : declared;
  };
  return tokenValue;
}

/** `#006e4d` → `rgb(0, 110, 77)`, as computed styles report colours. */
export const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
