/**
 * The import direction tokens/ → src/ → site/ is an ESLint rule; this runs that rule on imports
 * that cross the layers, so loosening a pattern fails a test rather than passing silently. The
 * marketing entry is the site's to use: a pattern, a screen any Beem app could build, may not.
 */
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layerRules } from './layers.mjs';

const linter = new Linter({ configType: 'flat', cwd: process.cwd() });
const config: Linter.Config[] = [
  { languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
  ...layerRules,
];
const problems = (file: string, specifier: string) =>
  linter
    .verify(`import x from '${specifier}';\nexport default x;\n`, config, { filename: file })
    .map((message) => message.ruleId);

describe('the layers', () => {
  it.each([
    ['site/pages/HomePage.tsx', '../../src/components/Button/Button'],
    ['site/pages/HomePage.tsx', '../../tokens/primitives'],
    ['site/pages/HomePage.tsx', '@beem/design-system/src/components/Button/Button'],
    ['site/pages/HomePage.tsx', '@beem/design-system/src/marketing'],
    ['site/pages/HomePage.tsx', '../../src/marketing'],
    ['src/components/Button/Button.tsx', '../../../site/content/home'],
    ['src/components/Button/Button.tsx', '@beem/design-system'],
    ['src/components/Header/Header.tsx', '@beem/design-system/marketing'],
    ['tokens/theme.css.ts', '../src/components/Button/Button'],
    ['tokens/theme.css.ts', '../site/config'],
    ['patterns/SignUpForm/SignUpForm.tsx', '../../src/components/Stack/Stack'],
    ['patterns/SignUpForm/SignUpForm.tsx', '../../site/content/home'],
    ['patterns/SignUpForm/SignUpForm.tsx', '@beem/design-system/marketing'],
    ['patterns/SignUpForm/SignUpForm.stories.tsx', '@beem/design-system/marketing'],
    ['patterns/SignUpForm/SignUpForm.stories.tsx', '../../.storybook/blocks'],
    ['patterns/SignUpForm/SignUpForm.stories.tsx', '../../src/components/Stack/Stack'],
    ['src/components/ComboBox/ComboBox.tsx', '../SearchField/fieldLabel'],
    ['src/components/DateRangePicker/DateRangePicker.tsx', '../DatePicker/calendarParts'],
    ['src/components/Slider/Slider.tsx', '../NumberField/format'],
  ])('%s may not import %s', (file, specifier) => {
    expect(problems(file, specifier)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['site/pages/HomePage.tsx', '@beem/design-system'],
    ['site/pages/HomePage.tsx', '@beem/design-system/marketing'],
    ['site/pages/HomePage.tsx', '@beem/design-system/tokens'],
    ['site/main.tsx', '@beem/design-system/styles.css'],
    ['site/pages/HomePage.tsx', '../content/home'],
    ['src/components/Header/Header.tsx', '../Button/Button'],
    ['src/components/Button/Button.tsx', '../../../tokens/theme.css'],
    ['tokens/theme.css.ts', './primitives'],
    ['patterns/SignUpForm/SignUpForm.tsx', '@beem/design-system'],
    ['patterns/SignUpForm/SignUpForm.tsx', '@beem/design-system/tokens'],
    ['patterns/SignUpForm/SignUpForm.tsx', '@beem/design-system/services'],
    ['site/islands/verify.tsx', '@beem/design-system/services'],
    ['patterns/SignUpForm/SignUpForm.stories.tsx', './SignUpForm'],
    ['patterns/SignUpForm/SignUpForm.stories.tsx', '../../src/internal/storybook/keyboard'],
    ['src/components/ComboBox/ComboBox.tsx', '../../internal/field/fieldLabel'],
    ['src/components/ComboBox/ComboBox.tsx', '../Field/FieldBase'],
    ['src/components/Select/Select.css.ts', '../Field/Field.css'],
    ['src/components/Toast/Toast.tsx', '../Icon/glyphs/X'],
    ['src/components/LocaleProvider/LocaleProvider.test.tsx', '../Pricing/plans'],
  ])('%s may import %s', (file, specifier) => {
    expect(problems(file, specifier)).toEqual([]);
  });
});
