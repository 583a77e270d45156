import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './NeedsScript.css';

/**
 * `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the notice the page shows
 * when the tool's code failed; the `<noscript>` copy is plain, as a page without scripts never
 * reaches for it.
 */
export type NeedsScriptProps = ComponentPropsWithRef<'p'>;

/**
 * What a tool that works only in the browser says when its code cannot run: JavaScript is off
 * (the `<noscript>` copy) or its code failed to load (`data-script-failed`, set on the tool or
 * around it by whatever loads its code). Everything else on the page stays usable; only this tool
 * cannot answer.
 */
export function NeedsScript({ children, className, ...props }: NeedsScriptProps) {
  return (
    <>
      <p {...props} className={clsx(styles.notice, className)}>
        {children}
      </p>
      <noscript>
        <p className={styles.notice}>{children}</p>
      </noscript>
    </>
  );
}
