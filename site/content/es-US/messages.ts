/**
 * The library's own strings in US Spanish, as a Spanish page gives them: the main entry's
 * catalogue (`esUS`, the words of the components any app composes) with the marketing entry's
 * (`esUSMarketing`, the header's, footer's, blog's and the other marketing components'), which
 * the main entry's leaves out. Made once, here, so that the page's provider, its footer and blog
 * copy, and the Spanish islands share one object, and with it the formatters made for it.
 */
import { esUS } from '@beem/design-system';
import { esUSMarketing } from '@beem/design-system/marketing';

export const spanishMessages = { ...esUS, ...esUSMarketing };
