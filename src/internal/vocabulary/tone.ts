/**
 * The one tone vocabulary every component with a status speaks (Text, Alert, Badge, Toast,
 * StatusScreen, Card, Button), so a developer learns one list instead of one per component:
 *
 * - `neutral`: no status; the default.
 * - `info`: something to know, nothing to do.
 * - `positive`: it worked, or it is good for the reader.
 * - `caution`: it may go wrong; read before going on.
 * - `critical`: it went wrong, or it cannot be undone (a destructive action).
 * - `brand`: Beem's own voice, not a status; only components that have a brand look take it.
 *
 * Braid's vocabulary, which reads as what the reader should feel rather than a colour name.
 */
export const statusTones = ['neutral', 'info', 'positive', 'caution', 'critical'] as const;
/** One of `statusTones`: a status, or `neutral` for none. */
export type StatusTone = (typeof statusTones)[number];

/** Every tone: the status tones and `brand`, for components that have a brand look. */
export const tones = [...statusTones, 'brand'] as const;
/** One of `tones`: what a component's colour says, a status or Beem's own voice. */
export type Tone = (typeof tones)[number];
