/** The page body's states, strongest first: the first that applies is the one shown. */
export const bodyStates = ['blocked', 'error', 'loading', 'notPermitted', 'permitted'] as const;
/** One of `bodyStates`: what the page body shows, as `resolveBodyState` chooses it. */
export type BodyState = (typeof bodyStates)[number];

/** What is true of the page now; `resolveBodyState` picks the one state to show. */
export interface BodyStateFlags {
  /**
   * The account is blocked: the blocked-account screen shows, whatever else is set.
   * @default false
   */
  blocked?: boolean;
  /**
   * The content failed to load: the error screen shows, unless the account is blocked.
   * @default false
   */
  error?: boolean;
  /**
   * The content is on its way: the loader shows, unless the account is blocked or an error is set.
   * @default false
   */
  loading?: boolean;
  /**
   * Whether the person may see the content; false while their access is checked. True unless a
   * page says otherwise.
   * @default true
   */
  permitted?: boolean;
}

/**
 * One state wins when several flags are set, in this order:
 *
 * 1. **blocked**: the account cannot use the product, whatever else is going on;
 * 2. **error**: a failed load cannot be waited out, so it beats loading;
 * 3. **loading**: there is nothing to validate until the content has arrived;
 * 4. **not permitted**: the content is there but dimmed under the validating overlay;
 * 5. **permitted**: the content, as normal.
 */
export function resolveBodyState({
  blocked = false,
  error = false,
  loading = false,
  permitted = true,
}: BodyStateFlags): BodyState {
  if (blocked) return 'blocked';
  if (error) return 'error';
  if (loading) return 'loading';
  if (!permitted) return 'notPermitted';
  return 'permitted';
}
