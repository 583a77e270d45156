import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@beem/design-system';
import { LinkCards, PlanCards, ProductIllustration } from '@beem/design-system/marketing';
import * as spanishHome from '../content/es-US/home';
import * as spanishPricing from '../content/es-US/pricing';
import * as englishHome from '../content/home';
import { pathIn, type SiteLocale } from '../content/locales';
import * as englishPricing from '../content/pricing';
import { Island, islandIn } from '../islands';
import { SitePage } from '../SitePage';

const content = {
  'en-US': { ...englishHome, plans: englishPricing.plans },
  'es-US': { ...spanishHome, plans: spanishPricing.plans },
} as const;

/** A band of the home page below the hero: a section named by its heading. */
function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Container as="section" aria-labelledby={id}>
      <Box paddingY="12">
        <Stack space="6">
          <Heading level={2} id={id}>
            {title}
          </Heading>
          {children}
        </Stack>
      </Box>
    </Container>
  );
}

/** `/` and `/es/`: the home page in one language. */
export const homePage = (locale: SiteLocale) =>
  function HomePage() {
    return <Home locale={locale} />;
  };

function Home({ locale }: { locale: SiteLocale }) {
  const { home, homeFeatures, plans } = content[locale];
  const names = islandIn[locale];
  return (
    <SitePage
      // Product rule: the home page keeps the product's default title and description.
      seo={{ path: pathIn(locale, '/'), organization: true }}
      locale={locale}
      asteriskLine={home.asteriskLine}
    >
      <Box background="brandSubtle">
        <Container>
          {/* Not Columns: the illustration keeps its own width beside the text, and on a phone it
              sits below the form at full width rather than in an equal share of the row. */}
          <Box
            display="flex"
            flexDirection={{ mobile: 'column', desktop: 'row' }}
            gap="8"
            alignItems={{ mobile: 'stretch', desktop: 'center' }}
            paddingY={{ mobile: '10', desktop: '16' }}
          >
            <Stack space="8">
              <Stack space="4">
                <Heading level={1}>{home.title}</Heading>
                <Text size="lg" tone="muted">
                  {home.lead}
                </Text>
              </Stack>
              <Island name={names.textMe} />
            </Stack>
            <ProductIllustration product="instantCash" scene="home" />
          </Box>
        </Container>
      </Box>
      <HomeSection id="home-features" title={home.featuresTitle}>
        <LinkCards items={homeFeatures} />
      </HomeSection>
      {/* Below the fold on every screen: its code loads as it nears the screen. */}
      <Island name={names.customerStories} />
      <HomeSection id="home-plans" title={home.plansTitle}>
        <PlanCards plans={plans} headingLevel={3} />
      </HomeSection>
    </SitePage>
  );
}
