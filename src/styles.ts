/**
 * The styles that belong to no one component: the self-hosted Inter faces and the global rules
 * under the theme class. In the published package they are part of `styles.css` (the library
 * build takes this module as the stylesheet's entry); an app built from this repository's sources
 * (the site, Storybook) imports `@beem/design-system/styles.css`, which resolves here.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '../tokens/global.css';
