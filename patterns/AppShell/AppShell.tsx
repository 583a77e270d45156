'use client';
/**
 * The signed-in app's frame: the four places a member goes (Activity, Advance, Send, Account) as
 * a tab bar at the foot of a phone's screen and as a bar across the top of a desktop's, with the
 * screen itself between. A screen owns its own top bar (its back button and title); the shell
 * owns only where a member can go from anywhere.
 *
 * Composed only from the package's public entry. `PageLayout` gives the skip link, the one
 * `main` and a page at least the window's height, so the tab bar sits at the foot of a short
 * screen as it does on a long one. Each destination is an icon button named in words, with the
 * same word under it on a phone: the icon alone would leave a new member guessing. The current
 * place is `aria-current="page"` and the one filled button, so it does not rest on colour alone.
 * Signed-out screens (sign in, sign up) have no shell: there is nowhere to go yet. The places'
 * names are the app's words, in the reader's language.
 */
import {
  Box,
  Button,
  Column,
  Columns,
  Container,
  IconButton,
  Inline,
  PageLayout,
  ReceiptIcon,
  Stack,
  Text,
  UserIcon,
  brandName,
  productIcons,
  useLocale,
  type BeemLocale,
  type GlyphData,
} from '@beem/design-system';
import type { ReactNode } from 'react';

export const appDestinations = ['activity', 'advance', 'send', 'account'] as const;
export type AppDestination = (typeof appDestinations)[number];

/** Each place's glyph: the library's, the same the product pages use. */
const glyphs: Record<AppDestination, GlyphData> = {
  activity: ReceiptIcon,
  advance: productIcons.instantCash,
  send: productIcons.sendReceive,
  account: UserIcon,
};

/** The shell's words in each language the app is read in; `nav` names both bars. */
const english = {
  nav: 'Main',
  activity: 'Activity',
  advance: 'Advance',
  send: 'Send',
  account: 'Account',
};
const copy: Record<BeemLocale, typeof english> = {
  'en-US': english,
  'es-US': {
    nav: 'Principal',
    activity: 'Actividad',
    advance: 'Adelanto',
    send: 'Enviar',
    account: 'Cuenta',
  },
};

export interface AppShellProps {
  /** Where the member is now: its tab is marked current. */
  current: AppDestination;
  /** The app's address for each place. */
  hrefs?: Record<AppDestination, string>;
  /** The screen. */
  children: ReactNode;
}

const defaultHrefs: Record<AppDestination, string> = {
  activity: '/activity',
  advance: '/advance',
  send: '/send',
  account: '/account',
};

export function AppShell({ current, hrefs = defaultHrefs, children }: AppShellProps) {
  const words = copy[useLocale()];
  const here = (place: AppDestination) => (place === current ? 'page' : undefined);
  return (
    <PageLayout
      header={
        // The desktop's bar: the phone has its tab bar at the foot instead, never both.
        <Box as="header" display={{ mobile: 'none', desktop: 'block' }} background="subtle">
          <Container width="content">
            <Box paddingY="3">
              <Columns space="6" alignY="center">
                <Column>
                  <Text weight="bold" size="lg">
                    {brandName}
                  </Text>
                </Column>
                <Column width="content">
                  <Box as="nav" aria-label={words.nav}>
                    <Inline space="2" alignY="center">
                      {appDestinations.map((place) => (
                        <Button
                          key={place}
                          href={hrefs[place]}
                          size="sm"
                          variant={place === current ? 'secondary' : 'ghost'}
                          aria-current={here(place)}
                        >
                          {words[place]}
                        </Button>
                      ))}
                    </Inline>
                  </Box>
                </Column>
              </Columns>
            </Box>
          </Container>
        </Box>
      }
      footer={
        <Box
          as="nav"
          aria-label={words.nav}
          display={{ mobile: 'block', desktop: 'none' }}
          background="subtle"
          paddingY="2"
        >
          <Inline space="8" align="center">
            {appDestinations.map((place) => (
              <Stack key={place} space="1" align="center">
                <IconButton
                  icon={glyphs[place]}
                  label={words[place]}
                  href={hrefs[place]}
                  variant={place === current ? 'primary' : 'ghost'}
                  aria-current={here(place)}
                />
                {/* The button's own name says this to a screen reader; this is for the eye. */}
                <Text
                  as="span"
                  size="xs"
                  weight={place === current ? 'bold' : 'regular'}
                  tone={place === current ? 'neutral' : 'muted'}
                  aria-hidden="true"
                >
                  {words[place]}
                </Text>
              </Stack>
            ))}
          </Inline>
        </Box>
      }
    >
      <Container width="content">
        <Box paddingY={{ mobile: '4', desktop: '8' }}>{children}</Box>
      </Container>
    </PageLayout>
  );
}
