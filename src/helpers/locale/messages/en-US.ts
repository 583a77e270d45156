// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from './keys';

/** The library's own strings in en-US. */
export const enUS = {
  'header.main': `Main`,
  'header.menu': `Menu`,
  'header.closeMenu': `Close menu`,
  'header.downloadApp': `Download app`,
  'header.announcement': `Announcement`,
  'header.dismissAnnouncement': `Dismiss announcement`,
  'toast.region': `Notifications`,
  'toast.dismiss': `Dismiss notification`,
  'dialog.close': `Close`,
  'pagination.label': `Pages`,
  'pagination.previous': `Previous page`,
  'pagination.next': `Next page`,
  'pagination.position': (args: Variables = {}) => `Page ${args.page} of ${args.count}`,
  'scrollStrip.previous': `Previous item`,
  'scrollStrip.next': `Next item`,
  'carousel.previous': `Previous testimonials`,
  'carousel.next': `Next testimonials`,
  'carousel.goTo': (args: Variables = {}) => `Go to page ${args.page} of ${args.count}`,
  'carousel.illustrative': `Illustrative example, not a real customer`,
  'loader.title': `Please Wait!`,
  'loader.subtitle': `We are fetching your details.`,
  'otp.label': `Verification code`,
  'otp.digit': (args: Variables = {}) => `Digit ${args.index} of ${args.count}`,
  'phone.label': `Mobile number`,
  'header.home': (args: Variables = {}) => `${args.brand} home`,
  'header.logIn': `Log in`,
  'header.login': `Login`,
  'header.getStarted': `Get Started`,
  'header.help': `Help`,
  'link.newTab': `(opens in a new tab)`,
} satisfies Catalogue;
