import {
  Box,
  Container,
  Heading,
  LinkCards,
  PlanCards,
  ProductIllustration,
  Stack,
  Text,
} from '@beem/design-system';
import { home, homeFeatures } from '../content/home';
import { plans } from '../content/pricing';
import { Island } from '../islands';
import { SitePage } from '../SitePage';

export function HomePage() {
  return (
    <SitePage seo={home.seo} asteriskLine={home.asteriskLine}>
      <Box background="brandSubtle">
        <Container>
          {/* Not Columns: the illustration keeps its own width beside the text, and on a phone it
              sits below the form at full width rather than in an equal share of the row. */}
          <Box
            display="flex"
            flexDirection={{ base: 'column', lg: 'row' }}
            gap="8"
            alignItems={{ base: 'stretch', lg: 'center' }}
            paddingY={{ base: '10', lg: '16' }}
          >
            <Stack space="8">
              <Stack space="4">
                <Heading level={1}>{home.title}</Heading>
                <Text size="lg" tone="muted">
                  {home.lead}
                </Text>
              </Stack>
              <Island name="textMe" />
            </Stack>
            <ProductIllustration icon="instantCash" scene="home" />
          </Box>
        </Container>
      </Box>
      <Container as="section" aria-labelledby="home-features">
        <Box paddingY="12">
          <Stack space="6">
            <Heading level={2} id="home-features">
              {home.featuresTitle}
            </Heading>
            <LinkCards items={homeFeatures} />
          </Stack>
        </Box>
      </Container>
      {/* Below the fold on every screen: its code loads as it nears the screen. */}
      <Island name="customerStories" />
      <Container as="section" aria-labelledby="home-plans">
        <Box paddingY="12">
          <Stack space="6">
            <Heading level={2} id="home-plans">
              {home.plansTitle}
            </Heading>
            <PlanCards plans={plans} headingLevel={3} />
          </Stack>
        </Box>
      </Container>
    </SitePage>
  );
}
