import { TextMeTheAppForm } from '@beem/design-system';

/** "Text me the app", with the library's own request and analytics. */
export default function TextMeIsland({ title }: { title?: string }) {
  return <TextMeTheAppForm title={title} />;
}
