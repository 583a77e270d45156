import { TextMeTheAppForm } from '@beem/design-system/marketing';
import { appLinks } from '../content/profile';

/**
 * "Text me the app", with the library's own request. The number entered is reported to the
 * tracker the entry gave the library (main.tsx).
 */
export default function TextMeIsland({ title }: { title?: string }) {
  return <TextMeTheAppForm title={title} appLinks={appLinks} />;
}
