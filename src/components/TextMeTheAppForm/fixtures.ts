/**
 * Sample app links for the stories (the install link and the two store listings). Story
 * fixtures, not content: an app passes its own links.
 */
import type { AppLinks } from '../../helpers/profile/profile';

export const sampleAppLinks: AppLinks = {
  install: 'https://trybeem.app.link/install',
  ios: 'https://apps.apple.com/us/app/beem-instant-cash/id1234567890',
  android: 'https://play.google.com/store/apps/details?id=com.trybeem.app',
};
