import { textareaStrings } from '../../helpers/locale/messages/en-US/textarea';
import { createTranslate, type Translate } from '../../helpers/locale/translate';

const translateTextarea = createTranslate('en-US', textareaStrings);

/**
 * What a character count says, in the locale of `t` (en-US without one): how many characters are
 * left, or how many are too many.
 */
export function characterCountMessage(
  length: number,
  limit: number,
  t: Translate<keyof typeof textareaStrings> = translateTextarea,
): string {
  const left = limit - length;
  return left >= 0 ? t('textarea.left', { count: left }) : t('textarea.over', { count: -left });
}
