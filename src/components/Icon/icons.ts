/**
 * The open icon set: each Lucide glyph the library draws, as data an app passes to
 * `<Icon icon={SearchIcon} />`. Each is its own export, so a bundle holds only the glyphs its
 * pages name (a map from names to glyphs would bring every glyph with the first). Any other
 * Lucide glyph can be drawn the same way: a `GlyphData` is Lucide's own `{ name, node }` for it,
 * which `npm run glyphs` writes into a module of its own (`glyphs/`) from the installed
 * lucide-react.
 */
export {
  ArrowDown as ArrowDownIcon,
  ArrowLeft as ArrowLeftIcon,
  ArrowRight as ArrowRightIcon,
  ArrowUp as ArrowUpIcon,
  ArrowUpDown as SortIcon,
  Ban as BlockedIcon,
  Bell as BellIcon,
  Calendar as CalendarIcon,
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  ChevronUp as ChevronUpIcon,
  CircleExclamationPoint as AlertIcon,
  CircleX as ClearIcon,
  Copy as CopyIcon,
  Ellipsis as MoreIcon,
  EllipsisVertical as MoreVerticalIcon,
  ExternalLink as ExternalIcon,
  Eye as EyeIcon,
  EyeOff as EyeOffIcon,
  Funnel as FilterIcon,
  Inbox as InboxIcon,
  LogOut as SignOutIcon,
  Menu as MenuIcon,
  Minus as MinusIcon,
  Pencil as EditIcon,
  Plus as PlusIcon,
  Receipt as ReceiptIcon,
  Search as SearchIcon,
  Settings as SettingsIcon,
  Trash as DeleteIcon,
  User as UserIcon,
  X as CloseIcon,
} from './glyphs';
