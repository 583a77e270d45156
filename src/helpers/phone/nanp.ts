/**
 * Whether ten digits can be a US phone number, by the North American Numbering Plan's own rules.
 *
 * Why a small rule and not `libphonenumber-js`: its smallest build with its metadata is 29 KB gzip
 * (121 KB minified), a third of a page's whole script budget, for a check that fits in a few
 * hundred bytes. And on the cases that matter here it is no better: it accepts exchanges that are
 * service codes (`(212) 911-4567`) and the fictional `555-01XX` range. The unit tests use it as an
 * outside oracle all the same, so that this rule and Google's metadata are held to agree.
 *
 * What it checks, with its source:
 * - area code (NPA) and exchange (NXX) are both `[2-9]XX` (the plan's NXX-NXX-XXXX format, as the
 *   NANP Administrator publishes it);
 * - `N11` is never an area code or an exchange: 211 to 911 are service codes (FCC, "N11 codes");
 * - area codes with 9 as their middle digit (`N9X`), and 37X and 96X, are held back for expanding
 *   the plan, so none is in service (NANPA, "Reserved NPAs");
 * - `555-0100` to `555-0199` are set aside for films and television and never reach a phone
 *   (NANPA, "555 line numbers"): a text sent there is lost, so they are refused like the rest;
 * - area codes of the NANP's other countries (Canada and the Caribbean) are not US numbers. The
 *   US territories (Puerto Rico, the US Virgin Islands, Guam, the Northern Mariana Islands and
 *   American Samoa) are. The list is NANPA's, as libphonenumber's metadata records it; a new
 *   Canadian area code missing from it passes as structurally valid, which errs on the side of
 *   sending rather than refusing a real number.
 *
 * Area codes that are valid in form but not yet assigned pass: refusing one that entered service
 * after this list was written would turn a real customer away.
 */
// This module imports nothing, so the local API (scripts/local-api.ts, loaded by the Vite config)
// runs the same rule under Node's own module resolution. The messages are in nanpMessages.ts.

export const usNumberProblems = [
  'incomplete',
  'areaCodeFormat',
  'areaCodeService',
  'areaCodeReserved',
  'exchangeFormat',
  'exchangeService',
  'fictional',
  'outsideUs',
] as const;
/** One of `usNumberProblems`: the rule a number breaks, the first in the order they are checked. */
export type UsNumberProblem = (typeof usNumberProblems)[number];

/**
 * Area codes of the NANP outside the United States and its territories, by ISO 3166 region code:
 * the visitor reads the country's name from `Intl.DisplayNames` in their own language.
 */
export const nonUsAreaCodes: Readonly<Record<string, readonly number[]>> = {
  CA: [
    204, 226, 236, 249, 250, 257, 263, 273, 289, 306, 343, 354, 365, 367, 368, 382, 403, 416, 418,
    428, 431, 437, 438, 450, 468, 474, 506, 514, 519, 548, 579, 581, 584, 587, 600, 604, 613, 622,
    633, 639, 647, 672, 683, 705, 709, 742, 753, 778, 780, 782, 807, 819, 825, 867, 873, 879, 902,
    905, 942,
  ],
  BS: [242],
  BB: [246],
  AI: [264],
  AG: [268],
  VG: [284],
  KY: [345],
  BM: [441],
  GD: [473],
  TC: [649],
  JM: [658, 876],
  MS: [664],
  SX: [721],
  LC: [758],
  DM: [767],
  VC: [784],
  DO: [809, 829, 849],
  TT: [868],
  KN: [869],
};

const countryOfAreaCode = new Map<number, string>(
  Object.entries(nonUsAreaCodes).flatMap(([country, codes]) =>
    codes.map((code) => [code, country] as const),
  ),
);

/** The region code of the NANP country an area code belongs to when it is not the United States. */
export const nonUsCountry = (areaCode: string): string | undefined =>
  countryOfAreaCode.get(Number(areaCode));

const isServiceCode = (code: string) => /^[2-9]11$/.test(code);

/**
 * The first rule ten national digits break, or `null` when they can be a US number. Takes the
 * national digits (see `nationalDigits`), not what was typed.
 */
export function usNumberProblem(national: string): UsNumberProblem | null {
  if (!/^\d{10}$/.test(national)) return 'incomplete';
  const areaCode = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  const line = national.slice(6);
  if (!/^[2-9]/.test(areaCode)) return 'areaCodeFormat';
  if (isServiceCode(areaCode)) return 'areaCodeService';
  if (/^[2-9]9\d$/.test(areaCode) || /^(37|96)\d$/.test(areaCode)) return 'areaCodeReserved';
  if (!/^[2-9]/.test(exchange)) return 'exchangeFormat';
  if (isServiceCode(exchange)) return 'exchangeService';
  if (exchange === '555' && /^01\d\d$/.test(line)) return 'fictional';
  if (nonUsCountry(areaCode)) return 'outsideUs';
  return null;
}
