import {
  ArrowLeftRight,
  Banknote,
  Calculator,
  Car,
  ChartPie,
  Crown,
  Feather,
  FileText,
  Gamepad2,
  Gauge,
  HandCoins,
  HeartPulse,
  LockKeyhole,
  MessageCircleHeart,
  PiggyBank,
  ShieldCheck,
  Sparkles,
  Star,
  Tag,
  Umbrella,
} from './glyphs';
import type { GlyphData } from './Glyph';

/**
 * Every product's icon, chosen here and nowhere else: a menu item's `icon` field names its
 * product, and this map draws it. The glyph follows the artwork each item's `alt` describes (a
 * shield, a piggy bank, a game controller); no two products share one.
 */
export const productIcons = {
  instantCash: Banknote,
  sendReceive: ArrowLeftRight,
  budgetPlanner: ChartPie,
  creditMonitoring: Gauge,
  identityProtection: ShieldCheck,
  carInsurance: Car,
  incomeProtection: Umbrella,
  healthInsurance: HeartPulse,
  identityInsurance: LockKeyhole,
  savings: PiggyBank,
  personalLoan: HandCoins,
  taxFiling: FileText,
  taxCalculator: Calculator,
  deals: Tag,
  arcade: Gamepad2,
  customerStories: MessageCircleHeart,
  planLite: Feather,
  planBasic: Star,
  planPlus: Sparkles,
  planPro: Crown,
} as const satisfies Record<string, GlyphData>;

/** The name of a product with an icon of its own (`instantCash`, `savings`, `planPro`…). */
export type ProductIconName = keyof typeof productIcons;
/**
 * Every product icon's name, as a list: for a control that offers them all, or a test that visits
 * each.
 */
export const productIconNames = Object.keys(productIcons) as ProductIconName[];
