/**
 * The public API of Beem's design system: components, hooks, the theme, tokens and formatting,
 * and nothing else. The package's `exports` map points `@beem/design-system` here; a name not
 * exported below, nor by another entry, is internal and may change in any release. Components
 * come with their props type and the option arrays (`as const`) that drive those props.
 *
 * What goes where:
 * - here: what any Beem app composes (the primitives, forms, feedback, overlays, the page shell,
 *   the status, error and blocked screens, the verification flow) and what such a component or
 *   an app's own text needs to read the same (locale, formatting, the phone and error rules);
 * - `@beem/design-system/marketing` (`src/marketing.ts`): what only the marketing site composes
 *   (its header and footer, page templates, pricing, blog and testimonials, and their strings);
 * - `@beem/design-system/services` (`src/services.ts`): the plumbing the web app and the site
 *   share beyond the design system (the sign-in API client, safe return addresses, browser
 *   storage keys).
 *
 * `scripts/main-entry.test.ts` holds this entry to that: a value that is not a component, a hook
 * or a component's own options fails until `api/main-entry.md` lists it with its reason.
 *
 * Styles are not imported by any of these modules: an app imports `@beem/design-system/styles.css`
 * once and puts a theme class on its root element: `beemTheme` (light), `beemDarkTheme`, or
 * `beemSystemTheme`, which follows the reader's device (see Storybook's "Getting started").
 */

// Theme and tokens
export {
  beemTheme,
  beemDarkTheme,
  beemSystemTheme,
  beemThemes,
  vars,
  type BeemThemeName,
} from '../tokens/theme.css';
export { sprinkles, type ResponsiveSprinkle, type Sprinkles } from '../tokens/sprinkles.css';
export { fontFamilyName, loadFonts } from '../tokens/fonts';
export { iconography, type IconScale } from '../tokens/primitives';

// The one vocabulary: every component with a status takes a `tone` from this list.
export { statusTones, tones, type StatusTone, type Tone } from './internal/vocabulary/tone';

// Components: Actions
export {
  Button,
  buttonDefaults,
  buttonIconPositions,
  buttonSizes,
  buttonTones,
  buttonVariants,
  type ButtonProps,
  type ButtonOwnProps,
  type ButtonElementProps,
  type ButtonAnchorProps,
  type ButtonIconPosition,
  type ButtonLabelling,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from './components/Button/Button';
export {
  Link,
  linkDefaults,
  linkTones,
  type LinkOwnProps,
  type LinkProps,
  type LinkTone,
} from './components/Link/Link';
// Actions: icon buttons, menus and toggles
export {
  IconButton,
  iconButtonDefaults,
  iconButtonVariants,
  type IconButtonOwnProps,
  type IconButtonReservedProps,
  type IconButtonProps,
  type IconButtonVariant,
} from './components/IconButton/IconButton';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
  menuItemTones,
  menuPlacements,
  type MenuItemProps,
  type MenuItemTone,
  type MenuPlacement,
  type MenuProps,
  type MenuSectionProps,
  type MenuSeparatorProps,
  type MenuTriggerProps,
  type SubmenuTriggerProps,
} from './components/Menu/Menu';
export {
  ToggleButton,
  ToggleButtonGroup,
  toggleSelectionModes,
  type ToggleButtonGroupOwnProps,
  type ToggleButtonGroupPassedProps,
  type ToggleButtonGroupProps,
  type ToggleButtonGroupSelection,
  type ToggleButtonProps,
  type ToggleSelectionMode,
  type ToggleValue,
} from './components/ToggleButtonGroup/ToggleButtonGroup';

// Components: Forms
export {
  Field,
  FieldGroup,
  fieldLayouts,
  optionalMark,
  useFieldControl,
  type FieldBaseProps,
  type FieldControlProps,
  type FieldGroupControlProps,
  type FieldGroupProps,
  type FieldLayout,
  type FieldProps,
} from './components/Field/Field';
export { fieldControlClassNames } from './components/Field/Field.css';
export { AmountField, type AmountFieldProps } from './components/Field/Field';
export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './components/TextField/TextField';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  RadioGroup,
  radioGroupVariants,
  type RadioGroupProps,
  type RadioOption,
  type RadioGroupVariant,
} from './components/RadioGroup/RadioGroup';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { PhoneInput, type PhoneInputProps } from './components/PhoneInput/PhoneInput';
export { OtpInput, type OtpInputProps } from './components/OtpInput/OtpInput';
// Forms: number and money entry, tiles
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export { Slider, type SliderProps } from './components/Slider/Slider';
export {
  SelectableCard,
  SelectableCardGroup,
  selectableCardColumns,
  selectableCardGroupDefaults,
  type SelectableCardColumns,
  type SelectableCardGroupProps,
  type SelectableCardProps,
} from './components/SelectableCard/SelectableCard';
// Forms: search, suggestions and dates
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export {
  ComboBox,
  type ComboBoxLoader,
  type ComboBoxOption,
  type ComboBoxProps,
} from './components/ComboBox/ComboBox';
export {
  DatePicker,
  type DateFieldBaseProps,
  type DatePickerProps,
} from './components/DatePicker/DatePicker';
export {
  DateRangePicker,
  type DateRange,
  type DateRangePickerProps,
} from './components/DateRangePicker/DateRangePicker';
// Forms: the error summary
export {
  ErrorSummary,
  errorSummaryHeadingLevels,
  type ErrorSummaryError,
  type ErrorSummaryHeadingLevel,
  type ErrorSummaryOwnProps,
  type ErrorSummaryProps,
} from './components/ErrorSummary/ErrorSummary';

// Components: Feedback
export { Alert, alertTones, type AlertProps, type AlertTone } from './components/Alert/Alert';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export {
  ProgressBar,
  progressBarDefaults,
  type ProgressBarProps,
} from './components/ProgressBar/ProgressBar';
export {
  Skeleton,
  SkeletonGroup,
  skeletonDefaults,
  skeletonRatios,
  skeletonShapes,
  skeletonSizes,
  skeletonWidths,
  type SkeletonGroupProps,
  type SkeletonProps,
  type SkeletonRatio,
  type SkeletonShape,
  type SkeletonSize,
  type SkeletonWidth,
} from './components/Skeleton/Skeleton';
export {
  Spinner,
  spinnerSizes,
  type SpinnerProps,
  type SpinnerSize,
} from './components/Spinner/Spinner';
export { Loader, loaderDefaults, type LoaderProps } from './components/Loader/Loader';
export {
  ToastProvider,
  toastTones,
  useToast,
  type ToastAction,
  type ToastApi,
  type ToastMessage,
  type ToastOptions,
  type ToastProviderProps,
  type ToastShow,
  type ToastTone,
} from './components/Toast/Toast';
export { NeedsScript, type NeedsScriptProps } from './components/NeedsScript/NeedsScript';
// The attribute an app's loader sets on the page's root when its script fails: NeedsScript then
// shows its message, as it does with scripting off.
export { scriptFailedAttribute } from './helpers/hydration/scriptFailed';
export {
  StatusScreen,
  statusScreenTones,
  type StatusScreenProps,
  type StatusScreenTone,
} from './components/StatusScreen/StatusScreen';
export {
  ErrorScreen,
  type ErrorScreenProps,
  type ExitNavigation,
} from './components/ErrorScreen/ErrorScreen';
export { BlockedScreen, type BlockedScreenProps } from './components/BlockedScreen/BlockedScreen';
// Feedback: empty states
export {
  EmptyState,
  emptyStateDefaults,
  emptyStateSizes,
  type EmptyStateOwnProps,
  type EmptyStateProps,
  type EmptyStateSize,
} from './components/EmptyState/EmptyState';

// Components: Layout
export { Box, type BoxProps, type BoxSprinkles, type SprinkleValue } from './components/Box/Box';
export type { Responsive, ResponsiveObject } from './internal/vocabulary/responsive';
export {
  Stack,
  layoutSpaces,
  stackAligns,
  stackDefaults,
  stackElements,
  type LayoutSpace,
  type ResponsiveSpace,
  type Space,
  type StackAlign,
  type StackElement,
  type StackProps,
  type StackOwnProps,
} from './components/Stack/Stack';
export {
  Inline,
  inlineAligns,
  inlineAlignsY,
  inlineDefaults,
  inlineElements,
  type InlineAlign,
  type InlineAlignY,
  type InlineElement,
  type InlineProps,
  type InlineOwnProps,
} from './components/Inline/Inline';
export {
  Column,
  Columns,
  collapseBreakpoints,
  columnDefaults,
  columnWidths,
  columnsAlignsY,
  columnsDefaults,
  type CollapseBreakpoint,
  type ColumnProps,
  type ColumnOwnProps,
  type ColumnWidth,
  type ColumnsAlignY,
  type ColumnsProps,
  type ColumnsOwnProps,
} from './components/Columns/Columns';
export {
  Container,
  containerDefaults,
  containerElements,
  containerWidths,
  type ContainerElement,
  type ContainerProps,
  type ContainerOwnProps,
  type ContainerWidth,
} from './components/Container/Container';
export {
  Divider,
  dividerDefaults,
  dividerWeights,
  type DividerProps,
  type DividerOwnProps,
  type DividerWeight,
} from './components/Divider/Divider';
export {
  PageLayout,
  bodyStates,
  resolveBodyState,
  type BodyState,
  type BodyStateFlags,
  type PageLayoutOwnProps,
  type PageLayoutProps,
} from './components/PageLayout/PageLayout';
export { ScrollStrip, type ScrollStripProps } from './components/ScrollStrip/ScrollStrip';
export {
  Disclosure,
  disclosureHeadingLevels,
  disclosureVariants,
  type DisclosureHeadingLevel,
  type DisclosureProps,
  type DisclosureVariant,
} from './components/Disclosure/Disclosure';
export {
  Accordion,
  type AccordionItem,
  type AccordionProps,
} from './components/Accordion/Accordion';

// Components: Navigation
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  tabsActivations,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsActivation,
  type TabsProps,
} from './components/Tabs/Tabs';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export { LoadMore, loadMoreDefaults, type LoadMoreProps } from './components/Pagination/LoadMore';
// Navigation: breadcrumbs
export {
  Breadcrumbs,
  breadcrumbsDefaults,
  type BreadcrumbItem,
  type BreadcrumbsOwnProps,
  type BreadcrumbsProps,
} from './components/Breadcrumbs/Breadcrumbs';

// Components: Overlays
export {
  Dialog,
  DialogAction,
  DialogTrigger,
  type DialogActionProps,
  type DialogProps,
  type DialogOwnProps,
  type DialogNaming,
  type DialogElementProps,
  type DialogTriggerProps,
} from './components/Dialog/Dialog';
export {
  Drawer,
  drawerSides,
  drawerSizes,
  type DrawerProps,
  type DrawerSide,
  type DrawerSize,
} from './components/Drawer/Drawer';
export {
  Tooltip,
  tooltipPlacements,
  type TooltipPlacement,
  type TooltipProps,
} from './components/Tooltip/Tooltip';
// Overlays: popovers, confirmations
export {
  AlertDialog,
  ConfirmProvider,
  alertDialogTones,
  useConfirm,
  type AlertDialogProps,
  type AlertDialogTone,
  type Confirm,
  type ConfirmOptions,
  type ConfirmProviderProps,
} from './components/AlertDialog/AlertDialog';
export {
  Popover,
  popoverPlacements,
  type PopoverPlacement,
  type PopoverProps,
} from './components/Popover/Popover';

// Components: Typography
export {
  Text,
  textDefaults,
  textElements,
  textSizes,
  textTones,
  textWeights,
  type TextElement,
  type TextProps,
  type TextOwnProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './components/Text/Text';
export {
  Heading,
  headingDefaults,
  headingLevels,
  headingSizeByLevel,
  headingSizes,
  type HeadingLevel,
  type HeadingProps,
  type HeadingOwnProps,
  type HeadingSize,
} from './components/Heading/Heading';
export {
  VisuallyHidden,
  visuallyHiddenDefaults,
  visuallyHiddenElements,
  type VisuallyHiddenElement,
  type VisuallyHiddenProps,
} from './components/VisuallyHidden/VisuallyHidden';

// Components: Media
export { Image, type ImageOwnProps, type ImageProps } from './components/Image/Image';
export {
  Icon,
  iconSizes,
  type IconProps,
  type GlyphData,
  type GlyphProps,
  type IconSize,
} from './components/Icon/Icon';
export { ProductIcon, type ProductIconProps } from './components/Icon/ProductIcon';
export {
  productIconNames,
  productIcons,
  type ProductIconName,
} from './components/Icon/productIcons';
// The open icon set: each glyph its own export, so a bundle holds only those a page draws
export * from './components/Icon/icons';

// Components: Data display
export {
  Card,
  CardGrid,
  cardDefaults,
  cardGridDefaults,
  cardElements,
  cardHeadingLevels,
  cardHeadingSizes,
  cardSurfaces,
  cardTones,
  type CardBaseProps,
  type CardElement,
  type CardGridProps,
  type CardHeadingLevel,
  type CardHeadingSize,
  type CardProps,
  type CardOwnProps,
  type CardSurface,
  type CardTone,
} from './components/Card/Card';
export {
  List,
  ListItem,
  listDefaults,
  listIconTones,
  type ListIconTone,
  type ListItemProps,
  type ListItemOwnProps,
  type ListProps,
  type ListOwnProps,
} from './components/List/List';
export {
  Table,
  tableAlignments,
  tableDefaults,
  tableResponsiveModes,
  tableSortDirections,
  type TableAlignment,
  type TableCell,
  type TableColumn,
  type TableProps,
  type TableResponsive,
  type TableSortDescriptor,
  type TableSortDirection,
  type TableSortValue,
} from './components/Table/Table';
// Data display: list rows, avatars, tags, meters
export {
  ListRow,
  ListRowIcon,
  ListRows,
  listRowDefaults,
  listRowElements,
  listRowsDefaults,
  type ListRowElement,
  type ListRowIconProps,
  type ListRowOwnProps,
  type ListRowParts,
  type ListRowProps,
  type ListRowsProps,
} from './components/ListRow/ListRow';
export {
  GridList,
  GridListItem,
  type GridListItemProps,
  type GridListProps,
} from './components/GridList/GridList';
export {
  Avatar,
  avatarDefaults,
  avatarSizes,
  initialsOf,
  type AvatarOwnProps,
  type AvatarProps,
  type AvatarSize,
} from './components/Avatar/Avatar';
export {
  Tag,
  TagGroup,
  tagTones,
  type TagGroupProps,
  type TagProps,
  type TagTone,
} from './components/TagGroup/TagGroup';
export {
  Meter,
  meterDefaults,
  meterTones,
  type MeterProps,
  type MeterTone,
} from './components/Meter/Meter';
// Data display: money, dates, label/value rows
export {
  Money,
  formatMoney,
  moneyDefaults,
  moneyFractionDigits,
  moneySigns,
  moneyTones,
  type MoneyFormat,
  type MoneyFractionDigits,
  type MoneyOwnProps,
  type MoneyProps,
  type MoneySign,
  type MoneyTone,
} from './components/Money/Money';
export {
  DateTime,
  dateTimeDateStyles,
  dateTimeDefaults,
  dateTimeFormats,
  defaultTimeZone,
  formatDateTime,
  formatRelative,
  type DateInput,
  type DateTimeBaseProps,
  type DateTimeDateStyle,
  type DateTimeOptions,
  type DateTimeFormat,
  type DateTimeOwnProps,
  type DateTimeProps,
} from './components/DateTime/DateTime';
export {
  DescriptionList,
  descriptionListDefaults,
  descriptionListLayouts,
  type DescriptionListItem,
  type DescriptionListLayout,
  type DescriptionListOwnProps,
  type DescriptionListProps,
} from './components/DescriptionList/DescriptionList';

// Beem components: the product-wide pieces, which take their content as props
export {
  VerifyFlow,
  verifySteps,
  type VerifyFlowProps,
  type VerifyStep,
} from './components/VerifyFlow/VerifyFlow';

export {
  LocaleProvider,
  beemLocales,
  createTranslate,
  useLocale,
  type BeemLocale,
  type Catalogue,
  type LocaleProviderProps,
  type MessageArgs,
  type MessageArgsOf,
  type MessageKey,
  type Messages,
  type Translate,
} from './components/LocaleProvider/LocaleProvider';
// The US Spanish glossary: the words the catalogue and an app's Spanish content are held to.
export { glossary, type GlossaryEntry } from './helpers/locale/glossary';
// Each catalogue is its own module: an app bundles only the ones it imports.
export { enUS } from './helpers/locale/messages/en-US';
export { esUS } from './helpers/locale/messages/es-US';
// And each of es-US's namespaces: read by name (`esUSNamespaces.verify`), an app bundles only
// the namespaces a screen writes.
export * as esUSNamespaces from './helpers/locale/messages/es-US/index';

// The app's router, settings and colour scheme, per React tree
export {
  BeemProvider,
  useColorScheme,
  useRouter,
  useSettings,
  type BeemProviderProps,
  type BeemRouter,
} from './components/BeemProvider/BeemProvider';

// Helpers: settings. `BeemProvider` takes them; `resolveSettings` gives an app's code outside
// React (a server's headers, a sitemap) the same values the provider resolves.
export {
  resolveSettings,
  type AppEnvironment,
  type BeemSettings,
  type BeemSettingsInput,
} from './helpers/config/config';
export { brandName } from './helpers/profile/profile';

// Helpers: navigation
export { useLiveSearchParams } from './helpers/navigation/useLiveSearchParams';

// Helpers: phone, errors, sign-in
export { formatPhone, checkUsNumber, type UsNumberCheck } from './helpers/phone/phone';
export { usNumberProblem, usNumberProblems, type UsNumberProblem } from './helpers/phone/nanp';
export type { PhoneKey } from './helpers/phone/nanpMessages';
export {
  resolveError,
  type CurrentLocation,
  type ErrorKey,
  type ErrorOutcome,
} from './helpers/errors/errorCatalogue';
export { useErrorCatalogue, type ErrorCatalogueOptions } from './helpers/errors/useErrorCatalogue';
// The sign-in client's shape, which `VerifyFlow` takes; the client itself, its documents and
// the browser's storage keys are in `@beem/design-system/services`.
export type {
  AuthClient,
  AuthFailure,
  AuthMode,
  SendCodeResult,
  VerifyCodeResult,
} from './helpers/auth/authClient';
export type { GraphqlFailure, GraphqlOptions } from './helpers/api/graphql';

// Helpers: events and images
export type { BeemTracker, EventDetails } from './helpers/analytics/tracker';
export { type ImageUrlOptions } from './helpers/images/imageUrl';

// Helpers: money
export {
  formatPercent,
  parseAmount,
  parseCount,
  type AmountKey,
  type ParsedAmount,
} from './helpers/money/money';
