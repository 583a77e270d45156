/**
 * What a compiled plural, select or number message calls on `@internationalized/string`'s
 * formatter. The formatter's type keeps these helpers protected, as only compiled messages call
 * them; this is their public shape, for the generated catalogues.
 */
type ArgumentValue = string | number | boolean | undefined;

export interface IcuFormatter {
  // An argument as the compiled message receives it; plural and number arguments are numbers.
  plural(
    count: ArgumentValue,
    options: Record<string, string | (() => string)>,
    type?: Intl.PluralRuleType,
  ): string;
  number(value: ArgumentValue): string;
  select(options: Record<string, string | (() => string)>, value: ArgumentValue): string;
}
