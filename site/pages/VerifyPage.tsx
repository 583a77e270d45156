import type { SiteLocale } from '../content/locales';
import { Island, islandIn } from '../islands';
import { SitePage } from '../SitePage';

const title: Record<SiteLocale, string> = {
  'en-US': 'Verify your number',
  'es-US': 'Verifica tu número',
};

/** `/auth/verify`, `/d/auth/verify` and their Spanish versions: the sign-in flow, an island. */
export const verifyPage = (path: string, locale: SiteLocale = 'en-US') =>
  function VerifyPage() {
    return (
      <SitePage
        seo={{ path, title: title[locale], noindex: true }}
        locale={locale}
        preFooter={false}
      >
        <Island name={islandIn[locale].verify} />
      </SitePage>
    );
  };
