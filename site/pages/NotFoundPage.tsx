import { useId } from 'react';
import { Button, Container, Heading, Stack, StatusScreen, Text } from '@beem/design-system';
import { pathIn } from '../content/locales';
import { beemPaths } from '../content/paths';
import { SitePage } from '../SitePage';

/**
 * Any unknown address: a real page, never indexed. A static host answers every unknown address,
 * under /es/ as elsewhere, with the one 404.html, so the page says it in both languages: English
 * first, as the site's default, then Spanish, marked `lang="es"`, each with its way home. The
 * ways home are links, not the error screen's Go Back button: this page is prerendered HTML that
 * never hydrates, and a button would do nothing.
 */
export function NotFoundPage() {
  const spanishId = useId();
  return (
    <SitePage seo={{ path: '/404', title: 'Page not found', noindex: true }}>
      <StatusScreen
        tone="critical"
        title="Page not found"
        action={<Button href={beemPaths.home}>Go to the home page</Button>}
      >
        We couldn’t find that page. It may have moved.
      </StatusScreen>
      <Container as="section" width="prose" lang="es" aria-labelledby={spanishId}>
        <Stack space="3" align="center">
          <Heading level={2} size="lg" id={spanishId}>
            No encontramos esta página
          </Heading>
          <Text tone="muted">Puede que se haya movido.</Text>
          <Button href={pathIn('es-US', beemPaths.home)} variant="secondary">
            Ir a la página de inicio en español
          </Button>
        </Stack>
      </Container>
    </SitePage>
  );
}
