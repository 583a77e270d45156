import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditIcon, SettingsIcon } from '../Icon/icons';
import { IconButton } from './IconButton';

describe('the server markup', () => {
  it('is a button named by its label, the glyph hidden, no tooltip yet', () => {
    const html = renderToString(<IconButton icon={EditIcon} label="Edit card" />);
    expect(html).toMatch(/^<button[^>]*type="button"/);
    expect(html).toContain('aria-label="Edit card"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role="tooltip"');
    // The label is its name alone: no title to be read a second time.
    expect(html).not.toContain('title=');
  });

  it('stays focusable when disabled, so its tooltip can still say what it does', () => {
    const html = renderToString(<IconButton icon={EditIcon} label="Edit card" disabled />);
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toMatch(/\sdisabled=""/);
  });

  it('is a link with href', () => {
    const html = renderToString(
      <IconButton icon={SettingsIcon} label="Settings" href="/settings" />,
    );
    expect(html).toMatch(/^<a[^>]*href="\/settings"/);
    expect(html).toContain('aria-label="Settings"');
  });

  it('keeps a description the app gives', () => {
    const html = renderToString(
      <IconButton icon={EditIcon} label="Edit card" aria-describedby="card-ending" />,
    );
    expect(html).toContain('aria-describedby="card-ending"');
  });
});

describe('the props', () => {
  it('require a label', () => {
    // @ts-expect-error An icon alone names nothing: the label is its name and its tooltip.
    const unnamed = <IconButton icon={EditIcon} />;
    expect(unnamed.props).not.toHaveProperty('label');
  });
});
