// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

// The es-US messages of the app components by namespace: each holds the keys that start
// with its name. The marketing namespaces are in the marketing entry only.
export { tagGroupStrings as tagGroup } from './tagGroup';
export { breadcrumbsStrings as breadcrumbs } from './breadcrumbs';
export { toastStrings as toast } from './toast';
export { errorSummaryStrings as errorSummary } from './errorSummary';
export { dialogStrings as dialog } from './dialog';
export { alertDialogStrings as alertDialog } from './alertDialog';
export { searchFieldStrings as searchField } from './searchField';
export { comboBoxStrings as comboBox } from './comboBox';
export { datePickerStrings as datePicker } from './datePicker';
export { paginationStrings as pagination } from './pagination';
export { tableStrings as table } from './table';
export { scrollStripStrings as scrollStrip } from './scrollStrip';
export { loaderStrings as loader } from './loader';
export { otpStrings as otp } from './otp';
export { phoneStrings as phone } from './phone';
export { linkStrings as link } from './link';
export { verifyStrings as verify } from './verify';
export { authStrings as auth } from './auth';
export { errorStrings as error } from './error';
export { errorScreenStrings as errorScreen } from './errorScreen';
export { blockedStrings as blocked } from './blocked';
export { layoutStrings as layout } from './layout';
export { textareaStrings as textarea } from './textarea';
export { amountStrings as amount } from './amount';
export { fieldStrings as field } from './field';
export { alertStrings as alert } from './alert';
export { numberFieldStrings as numberField } from './numberField';
export { skeletonStrings as skeleton } from './skeleton';
