// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from './keys';
import { tagGroupStrings } from './es-US/tagGroup';
import { breadcrumbsStrings } from './es-US/breadcrumbs';
import { headerStrings } from './es-US/header';
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
import { carouselStrings } from './es-US/carousel';
import { loaderStrings } from './es-US/loader';
import { otpStrings } from './es-US/otp';
import { phoneStrings } from './es-US/phone';
import { linkStrings } from './es-US/link';
import { textMeStrings } from './es-US/textMe';
import { verifyStrings } from './es-US/verify';
import { authStrings } from './es-US/auth';
import { errorStrings } from './es-US/error';
import { errorScreenStrings } from './es-US/errorScreen';
import { blockedStrings } from './es-US/blocked';
import { layoutStrings } from './es-US/layout';
import { preFooterStrings } from './es-US/preFooter';
import { footerStrings } from './es-US/footer';
import { socialStrings } from './es-US/social';
import { faqStrings } from './es-US/faq';
import { pricingStrings } from './es-US/pricing';
import { shareStrings } from './es-US/share';
import { postListStrings } from './es-US/postList';
import { articleStrings } from './es-US/article';
import { textareaStrings } from './es-US/textarea';
import { seoStrings } from './es-US/seo';
import { amountStrings } from './es-US/amount';
import { blogStrings } from './es-US/blog';
import { fieldStrings } from './es-US/field';
import { alertStrings } from './es-US/alert';
import { storiesStrings } from './es-US/stories';
import { featurePageStrings } from './es-US/featurePage';
import { numberFieldStrings } from './es-US/numberField';
import { skeletonStrings } from './es-US/skeleton';

/** The library's own strings in es-US: every namespace's. */
export const esUS = {
  ...tagGroupStrings,
  ...breadcrumbsStrings,
  ...headerStrings,
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
  ...carouselStrings,
  ...loaderStrings,
  ...otpStrings,
  ...phoneStrings,
  ...linkStrings,
  ...textMeStrings,
  ...verifyStrings,
  ...authStrings,
  ...errorStrings,
  ...errorScreenStrings,
  ...blockedStrings,
  ...layoutStrings,
  ...preFooterStrings,
  ...footerStrings,
  ...socialStrings,
  ...faqStrings,
  ...pricingStrings,
  ...shareStrings,
  ...postListStrings,
  ...articleStrings,
  ...textareaStrings,
  ...seoStrings,
  ...amountStrings,
  ...blogStrings,
  ...fieldStrings,
  ...alertStrings,
  ...storiesStrings,
  ...featurePageStrings,
  ...numberFieldStrings,
  ...skeletonStrings,
} satisfies Catalogue;
