import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

describe('the server markup', () => {
  const markup = renderToString(
    <Tooltip content="Copies the page address">
      <Button>Copy link</Button>
    </Tooltip>,
  );

  it('is the trigger alone, a working control in the tab order', () => {
    expect(markup).toMatch(/^<button[^>]*type="button"[^>]*>/);
    expect(markup).toContain('Copy link');
    expect(markup).not.toContain('tabindex="-1"');
  });

  it('holds no tooltip and no description until a script opens it', () => {
    expect(markup).not.toContain('Copies the page address');
    expect(markup).not.toContain('aria-describedby');
    expect(markup).not.toContain('role="tooltip"');
  });
});
