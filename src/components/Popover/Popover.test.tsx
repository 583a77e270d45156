import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

describe('the server markup', () => {
  const markup = renderToString(
    <Popover trigger={<Button>What’s a cash advance?</Button>} title="Cash advances">
      Up to $100 from your next paycheck.
    </Popover>,
  );

  it('is the trigger alone, a working button in the tab order, closed', () => {
    expect(markup).toMatch(/^<button[^>]*type="button"[^>]*>/);
    expect(markup).toContain('What’s a cash advance?');
    expect(markup).toContain('aria-expanded="false"');
  });

  it('holds no panel until a script opens it', () => {
    expect(markup).not.toContain('Cash advances');
    expect(markup).not.toContain('role="dialog"');
  });
});
