import { Box } from '../../src/Box/Box';
import { Button } from '../../src/Button/Button';

/** The home route. Its real content arrives with the assembled site; this proves the wiring. */
export function HomePage() {
  return (
    <Box as="main" id="main" padding={{ base: '4', lg: '8' }} maxWidth="content" marginX="auto">
      <Box as="h1" fontSize={{ base: 'xxl', lg: '5xl' }} marginY="0">
        Beem
      </Box>
      <Box as="p" fontSize="lg" color="muted" marginBottom="6">
        Cash when you need it: instant cash advances of up to $1,000.
      </Box>
      <Button href="#download">Get Started</Button>
      <Box as="section" id="download" aria-label="Get the app" marginTop="10">
        <Box as="p">Start your #Beem journey for free!</Box>
      </Box>
    </Box>
  );
}
