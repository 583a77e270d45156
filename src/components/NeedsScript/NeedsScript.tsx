import type { ReactNode } from 'react';
import * as styles from './NeedsScript.css';

/**
 * What a tool that works only in the browser says when its code cannot run: JavaScript is off
 * (the `<noscript>` copy) or its code failed to load (`data-script-failed`, set on the tool or
 * around it by whatever loads its code). Everything else on the page stays usable; only this tool
 * cannot answer.
 */
export function NeedsScript({ children }: { children: ReactNode }) {
  return (
    <>
      <p className={styles.notice}>{children}</p>
      <noscript>
        <p className={styles.notice}>{children}</p>
      </noscript>
    </>
  );
}
