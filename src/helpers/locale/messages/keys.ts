// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { LocalizedString } from '@internationalized/string';

/** Every message key, with the arguments its message takes (`undefined`: none). */
export interface MessageArgs {
  'header.main': undefined;
  'header.menu': undefined;
  'header.closeMenu': undefined;
  'header.downloadApp': undefined;
  'header.announcement': undefined;
  'header.dismissAnnouncement': undefined;
  'toast.region': undefined;
  'toast.dismiss': undefined;
  'dialog.close': undefined;
  'pagination.label': undefined;
  'pagination.previous': undefined;
  'pagination.next': undefined;
  'pagination.position': { count: string | number; page: string | number };
  'scrollStrip.previous': undefined;
  'scrollStrip.next': undefined;
  'carousel.previous': undefined;
  'carousel.next': undefined;
  'carousel.goTo': { count: string | number; page: string | number };
  'carousel.illustrative': undefined;
  'loader.title': undefined;
  'loader.subtitle': undefined;
  'otp.label': undefined;
  'otp.digit': { count: string | number; index: string | number };
  'phone.label': undefined;
  'header.home': { brand: string | number };
  'header.logIn': undefined;
  'header.login': undefined;
  'header.getStarted': undefined;
  'header.help': undefined;
  'link.newTab': undefined;
  'phone.incomplete': undefined;
  'phone.areaCodeFormat': { areaCode: string | number };
  'phone.areaCodeService': { areaCode: string | number };
  'phone.areaCodeReserved': { areaCode: string | number };
  'phone.exchangeFormat': { exchange: string | number };
  'phone.exchangeService': { exchange: string | number };
  'phone.fictional': undefined;
  'phone.outsideUs': { areaCode: string | number; country: string | number };
  'textMe.title': undefined;
  'textMe.hint': undefined;
  'textMe.submit': undefined;
  'textMe.success': undefined;
  'textMe.failure': undefined;
  'textMe.unavailable': { appStore: string | number; googlePlay: string | number };
  'verify.titleSignin': undefined;
  'verify.titleSignup': undefined;
  'verify.intro': undefined;
  'verify.sendCode': undefined;
  'verify.enterCode': { length: string | number; phone: string | number };
  'verify.resent': { phone: string | number };
  'verify.resend': undefined;
  'verify.wrongNumber': undefined;
  'verify.verified': undefined;
  'auth.sendFailed': undefined;
  'auth.wrongCode': undefined;
  'auth.verifyFailed': undefined;
  'error.generic': undefined;
  'errorScreen.title': undefined;
  'errorScreen.message': undefined;
  'errorScreen.back': undefined;
  'blocked.title': undefined;
  'blocked.message': { email: string | number };
  'blocked.done': undefined;
  'layout.skip': undefined;
  'layout.validating': undefined;
  'header.goToLine': undefined;
  'footer.appStore': undefined;
  'footer.googlePlay': undefined;
  'footer.social': undefined;
  'social.profile': { brand: string | number; network: string | number };
  'footer.rights': { brand: string | number; year: string | number };
  'faq.title': undefined;
  'pricing.included': undefined;
  'pricing.notIncluded': undefined;
  'pricing.compare': undefined;
  'share.label': undefined;
  'share.whatsapp': undefined;
  'postList.topics': undefined;
  'postList.all': undefined;
  'article.onThisPage': undefined;
  'article.published': undefined;
  'article.updated': undefined;
  'textarea.left': { count: string | number };
  'textarea.over': { count: string | number };
  'seo.searchResult': undefined;
  'seo.sharingCard': undefined;
  'pricing.feature': undefined;
  'pricing.perMonthShort': undefined;
  'pricing.perMonth': undefined;
  'pricing.seePlan': { plan: string | number };
  'pricing.includes': { plan: string | number };
  'pricing.compareAll': undefined;
  'article.readingTime': { minutes: string | number };
  'article.by': { author: string | number };
  'seo.image': { height: string | number; width: string | number };
}

export type MessageKey = keyof MessageArgs;

/** A locale's catalogue: a message for every key, and no other key. */
export type Catalogue = Record<MessageKey, LocalizedString>;
