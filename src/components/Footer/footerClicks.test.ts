import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackFooterClicks } from './footerClicks';

/** Just enough of the DOM for the listener: a footer link, and something outside the footer. */
class FakeElement {
  constructor(
    private readonly link: { href: string; text: string; event?: string } | null,
    private readonly inFooter: boolean,
  ) {}
  closest(selector: string) {
    if (selector !== 'footer a' || !this.inFooter || !this.link) return null;
    const { href, text, event } = this.link;
    const attributes: Record<string, string | undefined> = { href, 'data-event': event };
    return { getAttribute: (name: string) => attributes[name] ?? null, textContent: text };
  }
}

const fakeDocument = () => {
  let listener: ((event: Event) => void) | undefined;
  return {
    root: {
      addEventListener: (_type: string, added: (event: Event) => void) => (listener = added),
      removeEventListener: () => (listener = undefined),
    } as never,
    click: (target: FakeElement) => listener?.({ target } as unknown as Event),
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('trackFooterClicks', () => {
  it("reports a footer link's click to the tracker and the callback, and stops when asked", () => {
    vi.stubGlobal('Element', FakeElement);
    const tracker = { track: vi.fn() };
    const onNavigate = vi.fn();
    const page = fakeDocument();
    const sections = [
      { name: 'Company', links: [{ name: 'About', href: '/about', event: 'footer_about' }] },
    ];
    const stop = trackFooterClicks(page.root, sections, onNavigate, tracker);
    const about = { href: '/about', text: 'About' };
    page.click(new FakeElement(about, true));
    page.click(new FakeElement(about, false));
    page.click(new FakeElement({ href: '/elsewhere', text: 'Elsewhere' }, true));
    expect(tracker.track).toHaveBeenCalledTimes(1);
    expect(tracker.track).toHaveBeenCalledWith('footer_about', {
      label: 'About',
      data: { href: '/about' },
    });
    expect(onNavigate).toHaveBeenCalledWith({
      name: 'About',
      href: '/about',
      event: 'footer_about',
    });
    stop();
    page.click(new FakeElement(about, true));
    expect(tracker.track).toHaveBeenCalledTimes(1);
  });

  it('without sections, reports the event the footer wrote on the link, in any language', () => {
    vi.stubGlobal('Element', FakeElement);
    const tracker = { track: vi.fn() };
    const onNavigate = vi.fn();
    const page = fakeDocument();
    trackFooterClicks(page.root, undefined, onNavigate, tracker);
    page.click(
      new FakeElement({ href: '/es/about', text: 'Quiénes somos', event: 'footer_about' }, true),
    );
    // A link in the footer without an event (a social profile) is not a section link.
    page.click(new FakeElement({ href: 'https://example.com/', text: 'Facebook' }, true));
    expect(tracker.track).toHaveBeenCalledTimes(1);
    expect(tracker.track).toHaveBeenCalledWith('footer_about', {
      label: 'Quiénes somos',
      data: { href: '/es/about' },
    });
    expect(onNavigate).toHaveBeenCalledWith({
      name: 'Quiénes somos',
      href: '/es/about',
      event: 'footer_about',
    });
  });
});
