import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList';
import * as styles from './DescriptionList.css';

const items = [
  { label: 'Amount', value: '$100.00' },
  { label: 'Fee', value: '$0.00' },
];
const classOf = (html: string) => /^<dl class="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];

describe('DescriptionList', () => {
  it('pairs each term with its value in a group, and the total last', () => {
    const html = renderToStaticMarkup(
      <DescriptionList items={items} total={{ label: 'You repay', value: '$100.00' }} />,
    );
    expect(html.replace(/ class="[^"]*"/g, '')).toBe(
      '<dl><div><dt>Amount</dt><dd>$100.00</dd></div><div><dt>Fee</dt><dd>$0.00</dd></div>' +
        '<div><dt>You repay</dt><dd>$100.00</dd></div></dl>',
    );
  });

  it('is stacked on phones and inline from a tablet by default', () => {
    const classes = classOf(renderToStaticMarkup(<DescriptionList items={items} />));
    expect(classes).toContain(styles.layout.mobile.stacked);
    expect(classes).toContain(styles.layout.tablet.inline);
  });

  it('takes one layout for every size, or stacks phones when only larger sizes are given', () => {
    expect(
      classOf(renderToStaticMarkup(<DescriptionList items={items} layout="inline" />)),
    ).toEqual(expect.arrayContaining([styles.layout.mobile.inline]));
    const classes = classOf(
      renderToStaticMarkup(<DescriptionList items={items} layout={{ desktop: 'inline' }} />),
    );
    expect(classes).toContain(styles.layout.mobile.stacked);
    expect(classes).toContain(styles.layout.desktop.inline);
    expect(classes).not.toContain(styles.layout.tablet.inline);
  });
});
