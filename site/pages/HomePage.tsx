import { Box } from '../../src/Box/Box';
import { trackMenuItem } from '../../src/analytics/analytics';
import { Footer } from '../../src/Footer/Footer';
import { Header } from '../../src/Header/Header';
import { PageLayout } from '../../src/PageLayout/PageLayout';
import { Seo } from '../../src/Seo/Seo';
import { TextMeTheAppForm } from '../../src/TextMeTheAppForm/TextMeTheAppForm';

/** The home route. The full page content arrives with the assembled site. */
export function HomePage() {
  return (
    <PageLayout header={<Header onNavigate={trackMenuItem} />} footer={<Footer />}>
      <Seo path="/" organization />
      <Box
        display="flex"
        flexDirection={{ base: 'column', lg: 'row' }}
        gap="8"
        alignItems={{ base: 'stretch', lg: 'center' }}
        padding={{ base: '4', lg: '8' }}
        maxWidth="content"
        marginX="auto"
      >
        <Box display="flex" flexDirection="column" gap="4">
          <Box as="h1" fontSize={{ base: 'xxl', lg: '5xl' }} marginY="0">
            Cash when you need it
          </Box>
          <Box as="p" fontSize="lg" color="muted" marginY="0">
            Instant cash advances of up to $1,000, instant transfers, credit monitoring and deals
            for college students.
          </Box>
        </Box>
        <TextMeTheAppForm />
      </Box>
    </PageLayout>
  );
}
