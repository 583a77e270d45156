import { pageIn, type SiteLocale } from '../content/locales';
import { Island, islandIn } from '../islands';
import { SitePage } from '../SitePage';

/**
 * The stories are illustrative (content/testimonials.ts), and search results show this title and
 * description without the page's own note, so they say it themselves.
 */
const seo: Record<SiteLocale, { title: string; description: string }> = {
  'en-US': {
    title: 'Student stories: illustrative examples',
    description:
      'Illustrative examples, not real customers: how a college student can use Beem to cover rent before payday, split bills with roommates, build credit and save.',
  },
  'es-US': {
    title: 'Historias de estudiantes: ejemplos ilustrativos',
    description:
      'Ejemplos ilustrativos, no clientes reales: cómo un estudiante universitario puede usar Beem para pagar la renta antes del día de pago, dividir cuentas, construir crédito y ahorrar.',
  },
};

/** `/customer-stories` and `/es/customer-stories`. */
export const customerStoriesPage = (locale: SiteLocale) =>
  function CustomerStoriesPage() {
    return (
      <SitePage locale={locale} seo={{ path: pageIn(locale, 'customerStories'), ...seo[locale] }}>
        {/* The page's subject, at the top: its stories are readable as prerendered, and the
            carousel's code loads when a visitor reaches for its controls (a press before it
            arrives is replayed). */}
        <Island name={islandIn[locale].customerStories} headingLevel={1} when="interaction" />
      </SitePage>
    );
  };
