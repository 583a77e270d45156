/**
 * Interface icons as inline SVG in `currentColor`. Glyphs such as ← or ▾ are not in the shipped
 * Latin subset of Inter, so they would fall back to whatever font the system has.
 */
const paths = {
  arrowLeft: 'M15 6l-6 6 6 6M9 12h11',
  arrowRight: 'M9 6l6 6-6 6M15 12H4',
  chevronDown: 'M6 9l6 6 6-6',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7',
  minus: 'M7 12h10',
  menu: 'M4 7h16M4 12h16M4 17h16',
  alert: 'M12 7v6M12 16.5v.5',
  blocked: 'M6.5 6.5l11 11M12 3a9 9 0 100 18 9 9 0 000-18z',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps {
  name: IconName;
  /** Side in em: icons follow the text size around them. */
  size?: 1 | 1.25 | 1.5 | 2;
  className?: string;
}

/** Always decorative: the control or text around it carries the name. */
export function Icon({ name, size = 1, className }: IconProps) {
  return (
    <svg
      className={className}
      width={`${size}em`}
      height={`${size}em`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
