import {
  Header,
  type LanguageLink,
  type MenuGroup,
  type NavLink,
} from '@beem/design-system/marketing';
import { appLinks } from '../content/profile';

export interface HeaderIslandProps {
  getStartedHref?: string;
  /** The same page in the other language, where it exists. */
  languageLink?: Pick<LanguageLink, keyof LanguageLink>;
}

/**
 * The header with one language's menus: a page's header island is this with the English menu
 * (header.tsx) or the Spanish one (headerEs.tsx), each importing only its own, so a page ships
 * only its own language's menu.
 * Menu clicks go to the tracker the entry gave the library; the language link's click is
 * remembered by the page's script (main.tsx), which also runs before this island has loaded.
 */
export function headerWith(menus: readonly MenuGroup[], links: readonly NavLink[]) {
  return function HeaderIsland({ getStartedHref, languageLink }: HeaderIslandProps) {
    return (
      <Header
        menus={menus}
        drawerLinks={links}
        appHref={appLinks.install}
        getStartedHref={getStartedHref}
        languageLink={languageLink}
      />
    );
  };
}
