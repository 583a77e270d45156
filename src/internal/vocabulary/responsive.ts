/**
 * One value, or one per screen size, mobile first: `{ mobile: '2', desktop: '6' }` is `2` up to
 * a desktop's width and `6` from there. The names are the layout breakpoints of
 * `tokens/primitives.ts`: `tablet` from just past `breakpoints.tabletMax`, `desktop` from
 * `breakpoints.desktop`. A size left out takes the one below it. Components compile every value
 * to a static class (vanilla-extract sprinkles), so a responsive prop costs no runtime style.
 */
export interface ResponsiveObject<T> {
  /** From the narrowest screen up, until a larger size's value takes over. */
  mobile?: T;
  /** From just past 600px wide (`breakpoints.tabletMax`) up, until `desktop`. */
  tablet?: T;
  /** From 1024px wide (`breakpoints.desktop`) up. */
  desktop?: T;
}

/** A prop's value for every screen size, or one per size (`{ mobile: '2', desktop: '6' }`). */
export type Responsive<T> = T | ResponsiveObject<T>;
