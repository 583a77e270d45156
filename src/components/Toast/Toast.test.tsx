import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastItem, ToastProvider, toastTones } from './Toast';

const noop = () => undefined;

describe('the tone icon', () => {
  const glyphOf = (tone: (typeof toastTones)[number]) => {
    const markup = renderToStaticMarkup(
      <ToastItem id={1} tone={tone} message="Draft saved." duration={1} onDismiss={noop} />,
    );
    // The first drawing is the tone's; the last is the dismiss button's cross.
    const svgs = markup.match(/<svg[^>]*>/g) ?? [];
    expect(svgs).toHaveLength(2);
    return svgs[0] ?? '';
  };

  it('is hidden from assistive technology', () => {
    const svg = glyphOf('critical');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain('focusable="false"');
  });

  it('has a shape of its own for each tone', () => {
    const names = toastTones.map((tone) => /lucide-([a-z-]+)/.exec(glyphOf(tone))?.[1]);
    expect(new Set(names).size).toBe(toastTones.length);
  });
});

describe('an action', () => {
  it('that runs a function is a button, before the dismiss button', () => {
    const markup = renderToStaticMarkup(
      <ToastItem
        id={1}
        tone="critical"
        message="Your $100 cash advance could not be sent."
        action={{ label: 'View details', onAction: noop }}
        duration={1}
        onDismiss={noop}
      />,
    );
    expect(markup).toMatch(
      /<button type="button"[^>]*>View details<\/button><button type="button"[^>]*aria-label="Dismiss notification"/,
    );
  });

  it('that leads somewhere is a link', () => {
    const markup = renderToStaticMarkup(
      <ToastItem
        id={1}
        tone="positive"
        message="Sent $100 to Savings."
        action={{ label: 'View activity', href: '/activity' }}
        duration={1}
        onDismiss={noop}
      />,
    );
    expect(markup).toMatch(/<a [^>]*href="\/activity"[^>]*>View activity<\/a>/);
  });
});

describe('the provider on the server', () => {
  it('renders the landmark and both live regions, empty, before any toast', () => {
    const markup = renderToStaticMarkup(
      <ToastProvider>
        <p>Rent</p>
      </ToastProvider>,
    );
    expect(markup).toMatch(
      /<p>Rent<\/p><section[^>]*aria-label="Notifications"><div role="status"[^>]*><\/div><div role="alert"[^>]*><\/div><\/section>/,
    );
  });
});
