import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion, initiallyOpen, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  { id: 'loan', summary: 'Is a cash advance a loan?', content: 'No.' },
  { id: 'speed', summary: 'How fast?', content: 'Minutes.', defaultOpen: true },
  { id: 'late', summary: 'Repaying late?', content: 'No late fees.', defaultOpen: true },
];

const openItems = (markup: string) =>
  Array.from(markup.matchAll(/<details[^>]*\bopen=""[^>]*>\s*<summary[^>]*>([^<]+)/g), (m) => m[1]);

describe('initiallyOpen', () => {
  it('opens every item that asks, when items are independent', () => {
    expect([...initiallyOpen(items, false)]).toEqual(['speed', 'late']);
  });

  it('opens only the first that asks in exclusive mode, as the browser would', () => {
    expect([...initiallyOpen(items, true)]).toEqual(['speed']);
  });

  it('opens nothing when no item asks', () => {
    expect(initiallyOpen([{ id: 'a', summary: 'A', content: 'a' }], true).size).toBe(0);
  });
});

describe('the server markup', () => {
  it('is native details with every answer in the HTML, so it works before and without scripts', () => {
    const markup = renderToStaticMarkup(<Accordion items={items} />);
    expect(markup.match(/<details/g)).toHaveLength(3);
    expect(markup.match(/<summary/g)).toHaveLength(3);
    for (const text of ['No.', 'Minutes.', 'No late fees.']) expect(markup).toContain(text);
    expect(markup).not.toContain('name=');
    expect(openItems(markup)).toEqual(['How fast?', 'Repaying late?']);
  });

  it('shares one details name in exclusive mode, and opens the first item that asks', () => {
    const markup = renderToStaticMarkup(<Accordion items={items} exclusive name="faq" />);
    expect(markup.match(/<details[^>]*name="faq"/g)).toHaveLength(3);
    expect(openItems(markup)).toEqual(['How fast?']);
  });

  it('gives two exclusive accordions on one page different names', () => {
    const markup = renderToStaticMarkup(
      <>
        <Accordion items={items} exclusive />
        <Accordion items={items} exclusive />
      </>,
    );
    const names = new Set(Array.from(markup.matchAll(/<details[^>]*name="([^"]+)"/g), (m) => m[1]));
    expect(names.size).toBe(2);
  });

  it('puts each summary in a heading of the level asked', () => {
    const markup = renderToStaticMarkup(<Accordion items={items} headingLevel={3} />);
    expect(markup.match(/<summary[^>]*><h3[^>]*>/g)).toHaveLength(3);
  });
});
