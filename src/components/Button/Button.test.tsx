import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { button } from './Button.css';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, MenuIcon } from '../Icon/icons';

describe('an icon-only button', () => {
  it('needs a name, and the type system says so', () => {
    const named = [
      <Button key="label" icon={CloseIcon} aria-label="Close" />,
      <Button key="labelledby" icon={CloseIcon} aria-labelledby="dialog-title" />,
      <Button key="link" href="/menu" icon={MenuIcon} aria-label="Menu" />,
      <Button key="words" icon={ArrowRightIcon} iconPosition="end">
        Next
      </Button>,
    ];
    const unnamed = [
      // @ts-expect-error An icon alone names nothing: it needs aria-label or aria-labelledby.
      <Button key="button" icon={CloseIcon} />,
      // @ts-expect-error The same goes for a link drawn as a button.
      <Button key="link" href="/menu" icon={MenuIcon} />,
      // @ts-expect-error A button with neither words nor an icon has nothing to show.
      <Button key="empty" aria-label="Close" />,
    ];
    expect(named).toHaveLength(4);
    expect(unnamed).toHaveLength(3);
  });

  it('is drawn as a circle holding the icon, named by its label', () => {
    const html = renderToStaticMarkup(<Button icon={CloseIcon} aria-label="Close" />);
    expect(html).toContain('aria-label="Close"');
    expect(html).toContain(button({ iconOnly: true }));
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});

describe('icons beside the words', () => {
  it('sit at the start by default, or at the end', () => {
    const start = renderToStaticMarkup(<Button icon={ArrowLeftIcon}>Back</Button>);
    const end = renderToStaticMarkup(
      <Button icon={ArrowRightIcon} iconPosition="end">
        Next
      </Button>,
    );
    expect(start).toMatch(/<svg[^>]*lucide-arrow-left[^>]*>.*<\/svg>Back<\/span>/);
    expect(end).toMatch(/Next<svg[^>]*lucide-arrow-right/);
    // Drawn at the label's size: one em.
    expect(start).toMatch(/<svg[^>]*width="1em" height="1em"/);
  });
});

describe('tone and width', () => {
  it('draws critical and full width with their classes, neutral with none', () => {
    const html = renderToStaticMarkup(
      <Button tone="critical" fullWidth>
        Close my account
      </Button>,
    );
    expect(html).toContain(button({ tone: 'critical', fullWidth: true }));
    expect(renderToStaticMarkup(<Button>Save</Button>)).toContain(button({}));
  });
});

describe('the root element', () => {
  it('takes a class, a style, data and ARIA attributes beside its own', () => {
    const html = renderToStaticMarkup(
      <Button className="extra" style={{ order: 1 }} data-testid="save" aria-describedby="note">
        Save
      </Button>,
    );
    expect(html).toMatch(/^<button [^>]*class="[^"]+ extra"/);
    for (const attribute of ['style="order:1"', 'data-testid="save"', 'aria-describedby="note"']) {
      expect(html).toMatch(new RegExp(`^<button [^>]*${attribute}`));
    }
  });
});
