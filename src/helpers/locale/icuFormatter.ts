/**
 * What a compiled plural, select or number message calls on `@internationalized/string`'s
 * formatter. The formatter's type keeps these helpers protected, as only compiled messages call
 * them; this is their public shape, for the generated catalogues.
 */
export interface IcuFormatter {
  plural(
    count: number,
    options: Record<string, string | (() => string)>,
    type?: Intl.PluralRuleType,
  ): string;
  number(value: number): string;
  select(options: Record<string, string | (() => string)>, value: string): string;
}
