/** What the phone field says about a number the North American Numbering Plan rules out (nanp.ts). */
import { phoneStrings } from '../locale/messages/en-US/phone';
import type { MessageKey } from '../locale/messages/keys';
import { createTranslate, type Translate } from '../locale/translate';
import { nonUsCountry, type UsNumberProblem } from './nanp';

/** The keys of the phone field's messages. */
export type PhoneKey = Extract<MessageKey, `phone.${string}`>;

const translatePhone = createTranslate('en-US', phoneStrings);

/** What the person reads for each problem, in the locale of `t`: which digits are wrong, and what to do. */
export function usNumberMessage(
  problem: UsNumberProblem,
  national: string,
  t: Translate<PhoneKey> = translatePhone,
): string {
  const areaCode = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  switch (problem) {
    case 'incomplete':
      return t('phone.incomplete');
    case 'areaCodeFormat':
      return t('phone.areaCodeFormat', { areaCode });
    case 'areaCodeService':
      return t('phone.areaCodeService', { areaCode });
    case 'areaCodeReserved':
      return t('phone.areaCodeReserved', { areaCode });
    case 'exchangeFormat':
      return t('phone.exchangeFormat', { exchange });
    case 'exchangeService':
      return t('phone.exchangeService', { exchange });
    case 'fictional':
      return t('phone.fictional');
    case 'outsideUs': {
      const region = nonUsCountry(areaCode) ?? '';
      const country = new Intl.DisplayNames([t.locale], { type: 'region' }).of(region) ?? region;
      return t('phone.outsideUs', { areaCode, country });
    }
  }
}
