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
}

export type MessageKey = keyof MessageArgs;

/** A locale's catalogue: a message for every key, and no other key. */
export type Catalogue = Record<MessageKey, LocalizedString>;
