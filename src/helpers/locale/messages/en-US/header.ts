// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "header.". */
export const headerStrings = {
  'header.main': `Main`,
  'header.menu': `Menu`,
  'header.closeMenu': `Close menu`,
  'header.downloadApp': `Download app`,
  'header.announcement': `Announcement`,
  'header.dismissAnnouncement': `Dismiss announcement`,
  'header.home': (args: Variables = {}) => `${args.brand} home`,
  'header.logIn': `Log in`,
  'header.login': `Login`,
  'header.getStarted': `Get Started`,
  'header.help': `Help`,
  'header.goToLine': `Go to Line`,
} satisfies Partial<Catalogue>;
