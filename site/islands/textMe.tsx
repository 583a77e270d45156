import { TextMeTheAppForm } from '@beem/design-system';

/**
 * "Text me the app", with the library's own request. The number entered is reported to the
 * tracker the entry gave the library (main.tsx).
 */
export default function TextMeIsland({ title }: { title?: string }) {
  return <TextMeTheAppForm title={title} />;
}
