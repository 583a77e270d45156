/**
 * Stories of a theme per subtree: a panel drawn in the scheme the page is not in, with an overlay
 * opened from inside it. On the light page (a story's usual shot) the panel is dark; in the dark
 * shot, which only changes the page's theme (themeMode.ts), the panel turns light. One story so
 * proves both directions: a dark panel on a light page and a light panel on a dark page.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { BeemProvider } from '../../components/BeemProvider/BeemProvider';
import { Box } from '../../components/Box/Box';
import { Heading } from '../../components/Heading/Heading';
import { Stack } from '../../components/Stack/Stack';
import { Text } from '../../components/Text/Text';
import { getThemeOverride, subscribeThemeOverride } from './themeMode';

const darkQuery = '(prefers-color-scheme: dark)';

/** The scheme the page is drawn in now: the dark shot's override, else the toolbar's theme. */
function usePageScheme(toolbarTheme: unknown): 'light' | 'dark' {
  const theme = useSyncExternalStore(subscribeThemeOverride, getThemeOverride) ?? toolbarTheme;
  if (theme === 'dark') return 'dark';
  if (theme === 'system' && window.matchMedia(darkQuery).matches) return 'dark';
  return 'light';
}

export interface InversePanelProps {
  /** The story's globals, for the toolbar's theme. */
  globals: { theme?: unknown };
  /** A line of the page, outside the panel, in the page's scheme. */
  pageText: string;
  /** The panel's heading. */
  heading: string;
  children: ReactNode;
}

/** The page's words, then a panel in the other scheme holding the control that opens an overlay. */
export function InversePanel({ globals, pageText, heading, children }: InversePanelProps) {
  const page = usePageScheme(globals.theme);
  return (
    <Stack space="4">
      <Text>{pageText}</Text>
      <BeemProvider colorScheme={page === 'dark' ? 'light' : 'dark'}>
        <Box padding="6">
          <Stack space="4">
            <Heading level={2} size="sm">
              {heading}
            </Heading>
            {children}
          </Stack>
        </Box>
      </BeemProvider>
    </Stack>
  );
}

/** The story's panel: the element that carries its scheme. */
export function panelOf(canvasElement: HTMLElement): HTMLElement {
  const panel = canvasElement.querySelector<HTMLElement>('[data-color-scheme]');
  if (!panel) throw new Error('The story has no BeemProvider with a colorScheme.');
  return panel;
}

/**
 * What the reader sees of an overlay opened from the panel: it is drawn in the panel's scheme,
 * not the page's. Its `color-scheme` (the browser's own parts: scrollbars, form controls) is the
 * panel's, and its text is the panel's colour of text, which the page's is not. `textOf` is the
 * element in the overlay whose words are drawn in the default text colour; a tooltip, drawn in
 * inverse colours, gives none.
 */
export async function expectInPanelScheme(
  overlay: Element,
  canvasElement: HTMLElement,
  textOf?: Element,
) {
  const panel = panelOf(canvasElement);
  const scheme = panel.dataset.colorScheme;
  await expect(getComputedStyle(overlay).colorScheme).toBe(scheme);
  if (!textOf) return;
  const pageText = canvasElement.querySelector('p');
  if (!pageText) throw new Error('The story has no page text outside the panel.');
  const panelColour = getComputedStyle(panel).color;
  await expect(panelColour).not.toBe(getComputedStyle(pageText).color);
  await expect(getComputedStyle(textOf).color).toBe(panelColour);
}
