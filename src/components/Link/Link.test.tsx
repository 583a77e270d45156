import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';
import { linkStrings } from '../../helpers/locale/messages/en-US/link';

/** What a screen reader hears after the name of a link that opens a new tab, in US English. */
const newTabNote = linkStrings['link.newTab'];

const render = (element: ReactElement) => renderToStaticMarkup(element);
const hasIcon = (html: string) => html.includes('<svg');

describe('Link', () => {
  it('opens a path in place, with no icon and no note', () => {
    const html = render(<Link href="/pricing">See our fees</Link>);
    expect(html).not.toContain('target=');
    expect(html).not.toContain('rel=');
    expect(hasIcon(html)).toBe(false);
    expect(html).not.toContain(newTabNote);
  });

  it('marks an address off Beem’s sites with the icon, and still opens it in place', () => {
    const html = render(<Link href="https://www.irs.gov/">Read the IRS guide</Link>);
    expect(hasIcon(html)).toBe(true);
    expect(html).not.toContain('target=');
  });

  it('leaves the icon off when told the address is not external', () => {
    const html = render(
      <Link href="https://partner.example/beem" external={false}>
        Our partner’s page
      </Link>,
    );
    expect(hasIcon(html)).toBe(false);
  });

  it('opens a new tab only when asked, with rel, the note and the icon, even for a path', () => {
    const html = render(
      <Link href="/legal/terms" newTab rel="nofollow">
        Read the terms
      </Link>,
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="nofollow noopener noreferrer"');
    expect(html).toContain(` ${newTabNote}</span>`);
    expect(hasIcon(html)).toBe(true);
  });

  it('keeps the last word and the icon together, and the rest of the text as it was', () => {
    const html = render(<Link href="https://www.irs.gov/">Read the IRS guide</Link>);
    expect(html).toMatch(/>Read the IRS <span class="[^"]+">guide<svg /);
  });
});
