// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from './keys';
import { tagGroupStrings } from './en-US/tagGroup';
import { breadcrumbsStrings } from './en-US/breadcrumbs';
import { toastStrings } from './en-US/toast';
import { errorSummaryStrings } from './en-US/errorSummary';
import { dialogStrings } from './en-US/dialog';
import { alertDialogStrings } from './en-US/alertDialog';
import { searchFieldStrings } from './en-US/searchField';
import { comboBoxStrings } from './en-US/comboBox';
import { datePickerStrings } from './en-US/datePicker';
import { paginationStrings } from './en-US/pagination';
import { tableStrings } from './en-US/table';
import { scrollStripStrings } from './en-US/scrollStrip';
import { loaderStrings } from './en-US/loader';
import { otpStrings } from './en-US/otp';
import { phoneStrings } from './en-US/phone';
import { linkStrings } from './en-US/link';
import { verifyStrings } from './en-US/verify';
import { authStrings } from './en-US/auth';
import { errorStrings } from './en-US/error';
import { errorScreenStrings } from './en-US/errorScreen';
import { blockedStrings } from './en-US/blocked';
import { layoutStrings } from './en-US/layout';
import { textareaStrings } from './en-US/textarea';
import { amountStrings } from './en-US/amount';
import { fieldStrings } from './en-US/field';
import { alertStrings } from './en-US/alert';
import { numberFieldStrings } from './en-US/numberField';
import { skeletonStrings } from './en-US/skeleton';
import { headerStrings } from './en-US/header';
import { carouselStrings } from './en-US/carousel';
import { textMeStrings } from './en-US/textMe';
import { preFooterStrings } from './en-US/preFooter';
import { footerStrings } from './en-US/footer';
import { socialStrings } from './en-US/social';
import { faqStrings } from './en-US/faq';
import { pricingStrings } from './en-US/pricing';
import { shareStrings } from './en-US/share';
import { postListStrings } from './en-US/postList';
import { articleStrings } from './en-US/article';
import { seoStrings } from './en-US/seo';
import { blogStrings } from './en-US/blog';
import { storiesStrings } from './en-US/stories';
import { featurePageStrings } from './en-US/featurePage';

/** The library's own strings in en-US: its main entry's, which any Beem app writes. */
export const enUS = {
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

/** The marketing entry's own strings in en-US: every key `enUS` leaves out. */
export const enUSMarketing = {
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
} satisfies Omit<Catalogue, keyof typeof enUS>;
