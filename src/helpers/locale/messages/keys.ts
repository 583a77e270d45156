// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { LocalizedString } from '@internationalized/string';

/** Every message key, with the arguments its message takes (`undefined`: none). */
export interface MessageArgs {
  /** en-US: “Remove {tag}” */
  'tagGroup.remove': { tag: string | number };
  /** en-US: “Breadcrumb” */
  'breadcrumbs.label': undefined;
  /** en-US: “Main” */
  'header.main': undefined;
  /** en-US: “Menu” */
  'header.menu': undefined;
  /** en-US: “Close menu” */
  'header.closeMenu': undefined;
  /** en-US: “Download app” */
  'header.downloadApp': undefined;
  /** en-US: “Announcement” */
  'header.announcement': undefined;
  /** en-US: “Dismiss announcement” */
  'header.dismissAnnouncement': undefined;
  /** en-US: “Notifications” */
  'toast.region': undefined;
  /** en-US: “Dismiss notification” */
  'toast.dismiss': undefined;
  /** en-US: “There is a problem” */
  'errorSummary.title': undefined;
  /** en-US: “Close” */
  'dialog.close': undefined;
  /** en-US: “That didn't work. Check your connection and try again.” */
  'dialog.actionFailed': undefined;
  /** en-US: “Cancel” */
  'alertDialog.cancel': undefined;
  /** en-US: “Confirm” */
  'alertDialog.confirm': undefined;
  /** en-US: “Clear search” */
  'searchField.clear': undefined;
  /** en-US: “Show suggestions” */
  'comboBox.showSuggestions': undefined;
  /** en-US: “Loading suggestions…” */
  'comboBox.loading': undefined;
  /** en-US: “Nothing matches “{query}”” */
  'comboBox.empty': { query: string | number };
  /** en-US: “We couldn’t load suggestions. Check your connection, then type again.” */
  'comboBox.failed': undefined;
  /** en-US: “Show calendar” */
  'datePicker.showCalendar': undefined;
  /** en-US: “Previous month” */
  'datePicker.previousMonth': undefined;
  /** en-US: “Next month” */
  'datePicker.nextMonth': undefined;
  /** en-US: “Pages” */
  'pagination.label': undefined;
  /** en-US: “Previous page” */
  'pagination.previous': undefined;
  /** en-US: “Next page” */
  'pagination.next': undefined;
  /** en-US: “Page {page} of {count}” */
  'pagination.position': { count: string | number; page: string | number };
  /** en-US: “Page {page}” */
  'pagination.page': { page: string | number };
  /** en-US: “Load more” */
  'pagination.loadMore': undefined;
  /** en-US: “Showing {shown} of {total}” */
  'pagination.shown': { shown: string | number; total: string | number };
  /** en-US: “Loading more…” */
  'pagination.loadingMore': undefined;
  /** en-US: “Actions” */
  'table.actions': undefined;
  /** en-US: “Previous item” */
  'scrollStrip.previous': undefined;
  /** en-US: “Next item” */
  'scrollStrip.next': undefined;
  /** en-US: “{title}, scrollable” */
  'scrollStrip.region': { title: string | number };
  /** en-US: “Previous testimonials” */
  'carousel.previous': undefined;
  /** en-US: “Next testimonials” */
  'carousel.next': undefined;
  /** en-US: “Go to page {page} of {count}” */
  'carousel.goTo': { count: string | number; page: string | number };
  /** en-US: “Illustrative example, not a real customer” */
  'carousel.illustrative': undefined;
  /** en-US: “Please Wait!” */
  'loader.title': undefined;
  /** en-US: “We are fetching your details.” */
  'loader.subtitle': undefined;
  /** en-US: “Verification code” */
  'otp.label': undefined;
  /** en-US: “Digit {index} of {count}” */
  'otp.digit': { count: string | number; index: string | number };
  /** en-US: “Mobile number” */
  'phone.label': undefined;
  /** en-US: “{brand} home” */
  'header.home': { brand: string | number };
  /** en-US: “Log in” */
  'header.logIn': undefined;
  /** en-US: “Login” */
  'header.login': undefined;
  /** en-US: “Get Started” */
  'header.getStarted': undefined;
  /** en-US: “Help” */
  'header.help': undefined;
  /** en-US: “(opens in a new tab)” */
  'link.newTab': undefined;
  /** en-US: “Enter all 10 digits of your US mobile number.” */
  'phone.incomplete': undefined;
  /** en-US: “Area codes never start with 0 or 1, so ({areaCode}) can't be right. Check the first three digits.” */
  'phone.areaCodeFormat': { areaCode: string | number };
  /** en-US: “{areaCode} is a service number, not an area code. Check the first three digits.” */
  'phone.areaCodeService': { areaCode: string | number };
  /** en-US: “No US phone number uses the area code {areaCode}. Check the first three digits.” */
  'phone.areaCodeReserved': { areaCode: string | number };
  /** en-US: “The three digits after the area code never start with 0 or 1, so {exchange} can't be right.” */
  'phone.exchangeFormat': { exchange: string | number };
  /** en-US: “{exchange} is a service number and can't follow the area code. Check the middle three digits.” */
  'phone.exchangeService': { exchange: string | number };
  /** en-US: “555-0100 to 555-0199 are made-up numbers used in films and TV, and no phone can get a text at them.” */
  'phone.fictional': undefined;
  /** en-US: “({areaCode}) is an area code outside the US ({country}). We can only text US numbers.” */
  'phone.outsideUs': { areaCode: string | number; country: string | number };
  /** en-US: “Get the app by text” */
  'textMe.title': undefined;
  /** en-US: “US mobile numbers only. Message and data rates may apply.” */
  'textMe.hint': undefined;
  /** en-US: “Text me the app” */
  'textMe.submit': undefined;
  /** en-US: “Link sent! Check your texts to download Beem.” */
  'textMe.success': undefined;
  /** en-US: “Something went wrong. You gotta use your real number. No VoIP, Google Voice or burners.” */
  'textMe.failure': undefined;
  /** en-US: “Texting the link is unavailable right now. Get Beem from the {appStore} or {googlePlay}.” */
  'textMe.unavailable': { appStore: string | number; googlePlay: string | number };
  /** en-US: “Sign in to Beem” */
  'verify.titleSignin': undefined;
  /** en-US: “Create your Beem account” */
  'verify.titleSignup': undefined;
  /** en-US: “We'll text you a code to confirm it's you.” */
  'verify.intro': undefined;
  /** en-US: “Send code” */
  'verify.sendCode': undefined;
  /** en-US: “Enter the {length}-digit code we sent to {phone}.” */
  'verify.enterCode': { length: string | number; phone: string | number };
  /** en-US: “We sent a new code to {phone}.” */
  'verify.resent': { phone: string | number };
  /** en-US: “Resend code” */
  'verify.resend': undefined;
  /** en-US: “Wrong number?” */
  'verify.wrongNumber': undefined;
  /** en-US: “You're verified. Taking you back…” */
  'verify.verified': undefined;
  /** en-US: “We couldn't send a code to that number. Check it and try again.” */
  'auth.sendFailed': undefined;
  /** en-US: “That code didn't work. Check the text we sent and try again.” */
  'auth.wrongCode': undefined;
  /** en-US: “We couldn't check your code right now. Please try again.” */
  'auth.verifyFailed': undefined;
  /** en-US: “Oops, something went wrong. Please try again” */
  'error.generic': undefined;
  /** en-US: “Oops!” */
  'errorScreen.title': undefined;
  /** en-US: “We are facing some technical issues” */
  'errorScreen.message': undefined;
  /** en-US: “Go Back” */
  'errorScreen.back': undefined;
  /** en-US: “Account blocked” */
  'blocked.title': undefined;
  /** en-US: “Please reach out to {email} for more details” */
  'blocked.message': { email: string | number };
  /** en-US: “Done” */
  'blocked.done': undefined;
  /** en-US: “Skip to content” */
  'layout.skip': undefined;
  /** en-US: “validating...” */
  'layout.validating': undefined;
  /** en-US: “Start your #{brand} journey for free!” */
  'preFooter.title': { brand: string | number };
  /** en-US: “Get {brand} on your phone, or start right here on the web.” */
  'preFooter.lead': { brand: string | number };
  /** en-US: “Download the app” */
  'preFooter.download': undefined;
  /** en-US: “Get started on the web” */
  'preFooter.web': undefined;
  /** en-US: “Get the app” */
  'preFooter.getApp': undefined;
  /** en-US: “Go to Line” */
  'header.goToLine': undefined;
  /** en-US: “Download on the” */
  'footer.appStore': undefined;
  /** en-US: “Get it on” */
  'footer.googlePlay': undefined;
  /** en-US: “Social media” */
  'footer.social': undefined;
  /** en-US: “{brand} on {network}” */
  'social.profile': { brand: string | number; network: string | number };
  /** en-US: “© {year} {brand}. All rights reserved.” */
  'footer.rights': { brand: string | number; year: string | number };
  /** en-US: “Frequently asked questions” */
  'faq.title': undefined;
  /** en-US: “Included” */
  'pricing.included': undefined;
  /** en-US: “Not included” */
  'pricing.notIncluded': undefined;
  /** en-US: “Compare plans” */
  'pricing.compare': undefined;
  /** en-US: “Share and follow” */
  'share.label': undefined;
  /** en-US: “Share on WhatsApp” */
  'share.whatsapp': undefined;
  /** en-US: “Blog topics” */
  'postList.topics': undefined;
  /** en-US: “All posts” */
  'postList.all': undefined;
  /** en-US: “On this page” */
  'article.onThisPage': undefined;
  /** en-US: “Published” */
  'article.published': undefined;
  /** en-US: “Last updated” */
  'article.updated': undefined;
  /** en-US: “{count, plural, one {# character left} other {# characters left}}” */
  'textarea.left': { count: string | number };
  /** en-US: “{count, plural, one {# character too many} other {# characters too many}}” */
  'textarea.over': { count: string | number };
  /** en-US: “Search result” */
  'seo.searchResult': undefined;
  /** en-US: “Sharing card” */
  'seo.sharingCard': undefined;
  /** en-US: “Feature” */
  'pricing.feature': undefined;
  /** en-US: “/mo” */
  'pricing.perMonthShort': undefined;
  /** en-US: “per month” */
  'pricing.perMonth': undefined;
  /** en-US: “See {plan} in detail” */
  'pricing.seePlan': { plan: string | number };
  /** en-US: “What {plan} includes” */
  'pricing.includes': { plan: string | number };
  /** en-US: “Compare all plans” */
  'pricing.compareAll': undefined;
  /** en-US: “{minutes, plural, one {# min read} other {# min read}}” */
  'article.readingTime': { minutes: string | number };
  /** en-US: “By {author}” */
  'article.by': { author: string | number };
  /** en-US: “{width} × {height} image” */
  'seo.image': { height: string | number; width: string | number };
  /** en-US: “Enter your {label}.” */
  'amount.required': { label: string | number };
  /** en-US: “Amounts can’t be negative.” */
  'amount.negative': undefined;
  /** en-US: “Use numbers only, like 45,000 or 45000.50.” */
  'amount.format': undefined;
  /** en-US: “Enter an amount up to {max}.” */
  'amount.max': { max: string | number };
  /** en-US: “Use a whole number, like 0, 1 or 2.” */
  'amount.countFormat': undefined;
  /** en-US: “Enter a number from 0 to {max}.” */
  'amount.countMax': { max: string | number };
  /** en-US: “amount” */
  'amount.label': undefined;
  /** en-US: “{category, select, save {Save} spend {Spend} earn {Earn} insurance {Insurance} taxes {Taxes} banking {Banking} loans {Loans} credit {Credit} debt {Debt} retirement {Retirement} transferMoney {Transfer Money} other {{category}}}” */
  'blog.category': { category: string | number };
  /** en-US: “(optional)” */
  'field.optional': undefined;
  /** en-US: “{tone, select, info {Information} success {Success} warning {Warning} other {Error}}” */
  'alert.tone': { tone: string | number };
  /** en-US: “These stories are illustrative examples written by Beem to show how the app can be used. The people and their words are not real customers.” */
  'stories.note': undefined;
  /** en-US: “Illustrative student stories” */
  'stories.illustrativeLabel': undefined;
  /** en-US: “What students say” */
  'stories.label': undefined;
  /** en-US: “Dismiss” */
  'alert.dismiss': undefined;
  /** en-US: “carousel” */
  'carousel.carousel': undefined;
  /** en-US: “slide” */
  'carousel.slide': undefined;
  /** en-US: “{index} of {count}” */
  'carousel.position': { count: string | number; index: string | number };
  /** en-US: “How it works” */
  'featurePage.steps': undefined;
  /** en-US: “Why students choose it” */
  'featurePage.benefits': undefined;
  /** en-US: “Increase {label}” */
  'numberField.increase': { label: string | number };
  /** en-US: “Decrease {label}” */
  'numberField.decrease': { label: string | number };
  /** en-US: “Loading…” */
  'skeleton.loading': undefined;
}

/** The name of a message in every locale's catalogue: `toast.dismiss`, `comboBox.empty`. */
export type MessageKey = keyof MessageArgs;

/** A locale's catalogue: a message for every key, and no other key. */
export type Catalogue = Record<MessageKey, LocalizedString>;
