import * as styles from './NeedsScript.css';

/**
 * What a tool that works only in the browser says when its code cannot run: JavaScript is off
 * (the `<noscript>` copy) or the island's code failed to load (`data-island-state="failed"`).
 * Everything else on the page stays usable; only this tool cannot answer.
 */
export function NeedsScript({ children }: { children: string }) {
  return (
    <>
      <p className={styles.notice}>{children}</p>
      <noscript>
        <p className={styles.notice}>{children}</p>
      </noscript>
    </>
  );
}
