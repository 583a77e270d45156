/**
 * Set on a component, or on any element around it, when its code could not load or run: a
 * component that cannot work without its code (a form, a calculator) then shows what it says in
 * that case, as it does in a `<noscript>` when JavaScript is off. The library never sets it:
 * whatever loads the component's code does (a prerendered page's islands, when an island's code
 * fails to load).
 */
export const scriptFailedAttribute = 'data-script-failed';

/** The attribute as a selector, for a style: `[`${scriptFailed} &`]`. */
export const scriptFailed = `[${scriptFailedAttribute}]`;
