// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from './keys';
import { tagGroupStrings } from './es-US/tagGroup';
import { breadcrumbsStrings } from './es-US/breadcrumbs';
import { toastStrings } from './es-US/toast';
import { errorSummaryStrings } from './es-US/errorSummary';
import { dialogStrings } from './es-US/dialog';
import { alertDialogStrings } from './es-US/alertDialog';
import { searchFieldStrings } from './es-US/searchField';
import { comboBoxStrings } from './es-US/comboBox';
import { datePickerStrings } from './es-US/datePicker';
import { paginationStrings } from './es-US/pagination';
import { tableStrings } from './es-US/table';
import { scrollStripStrings } from './es-US/scrollStrip';
import { loaderStrings } from './es-US/loader';
import { otpStrings } from './es-US/otp';
import { phoneStrings } from './es-US/phone';
import { linkStrings } from './es-US/link';
import { verifyStrings } from './es-US/verify';
import { authStrings } from './es-US/auth';
import { errorStrings } from './es-US/error';
import { errorScreenStrings } from './es-US/errorScreen';
import { blockedStrings } from './es-US/blocked';
import { layoutStrings } from './es-US/layout';
import { textareaStrings } from './es-US/textarea';
import { amountStrings } from './es-US/amount';
import { fieldStrings } from './es-US/field';
import { alertStrings } from './es-US/alert';
import { numberFieldStrings } from './es-US/numberField';
import { skeletonStrings } from './es-US/skeleton';
import { headerStrings } from './es-US/header';
import { carouselStrings } from './es-US/carousel';
import { textMeStrings } from './es-US/textMe';
import { preFooterStrings } from './es-US/preFooter';
import { footerStrings } from './es-US/footer';
import { socialStrings } from './es-US/social';
import { faqStrings } from './es-US/faq';
import { pricingStrings } from './es-US/pricing';
import { shareStrings } from './es-US/share';
import { postListStrings } from './es-US/postList';
import { articleStrings } from './es-US/article';
import { seoStrings } from './es-US/seo';
import { blogStrings } from './es-US/blog';
import { storiesStrings } from './es-US/stories';
import { featurePageStrings } from './es-US/featurePage';

/** The library's own strings in es-US: its main entry's, which any Beem app writes. */
export const esUS = {
  ...tagGroupStrings,
  ...breadcrumbsStrings,
  ...toastStrings,
  ...errorSummaryStrings,
  ...dialogStrings,
  ...alertDialogStrings,
  ...searchFieldStrings,
  ...comboBoxStrings,
  ...datePickerStrings,
  ...paginationStrings,
  ...tableStrings,
  ...scrollStripStrings,
  ...loaderStrings,
  ...otpStrings,
  ...phoneStrings,
  ...linkStrings,
  ...verifyStrings,
  ...authStrings,
  ...errorStrings,
  ...errorScreenStrings,
  ...blockedStrings,
  ...layoutStrings,
  ...textareaStrings,
  ...amountStrings,
  ...fieldStrings,
  ...alertStrings,
  ...numberFieldStrings,
  ...skeletonStrings,
} satisfies Partial<Catalogue>;

/** The marketing entry's own strings in es-US: every key `esUS` leaves out. */
export const esUSMarketing = {
  ...headerStrings,
  ...carouselStrings,
  ...textMeStrings,
  ...preFooterStrings,
  ...footerStrings,
  ...socialStrings,
  ...faqStrings,
  ...pricingStrings,
  ...shareStrings,
  ...postListStrings,
  ...articleStrings,
  ...seoStrings,
  ...blogStrings,
  ...storiesStrings,
  ...featurePageStrings,
} satisfies Omit<Catalogue, keyof typeof esUS>;
