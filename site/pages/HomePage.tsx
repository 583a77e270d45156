import { Box, LinkCards, PlanCards, ProductIllustration } from '@beem/design-system';
import { home, homeFeatures } from '../content/home';
import { plans } from '../content/pricing';
import { Island } from '../islands';
import { SitePage } from '../SitePage';

export function HomePage() {
  return (
    <SitePage seo={home.seo} asteriskLine={home.asteriskLine}>
      <Box background="brandSubtle">
        <Box
          display="flex"
          flexDirection={{ base: 'column', lg: 'row' }}
          gap="8"
          alignItems={{ base: 'stretch', lg: 'center' }}
          paddingX="4"
          paddingY={{ base: '10', lg: '16' }}
          maxWidth="content"
          marginX="auto"
        >
          <Box display="flex" flexDirection="column" gap="8">
            <Box display="flex" flexDirection="column" gap="4">
              <Box as="h1" fontSize={{ base: 'xxl', lg: '5xl' }} marginY="0">
                {home.title}
              </Box>
              <Box as="p" fontSize="lg" color="muted" marginY="0">
                {home.lead}
              </Box>
            </Box>
            <Island name="textMe" />
          </Box>
          {/* Below the form on a phone, beside the text and form on a desktop. */}
          <ProductIllustration icon="instantCash" scene="home" />
        </Box>
      </Box>
      <Box
        as="section"
        aria-labelledby="home-features"
        display="flex"
        flexDirection="column"
        gap="6"
        paddingX="4"
        paddingY="12"
        maxWidth="content"
        marginX="auto"
      >
        <Box as="h2" id="home-features" fontSize="xxl" marginY="0">
          {home.featuresTitle}
        </Box>
        <LinkCards items={homeFeatures} />
      </Box>
      {/* Below the fold on every screen: its code loads as it nears the screen. */}
      <Island name="customerStories" />
      <Box
        as="section"
        aria-labelledby="home-plans"
        display="flex"
        flexDirection="column"
        gap="6"
        paddingX="4"
        paddingY="12"
        maxWidth="content"
        marginX="auto"
      >
        <Box as="h2" id="home-plans" fontSize="xxl" marginY="0">
          {home.plansTitle}
        </Box>
        <PlanCards plans={plans} headingLevel={3} />
      </Box>
    </SitePage>
  );
}
