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

describe('the old isDisabled prop', () => {
  it('still renders, flagged, like disabled', () => {
    const current = renderToString(
      <Tooltip content="Copies the page address" disabled>
        <Button>Copy link</Button>
      </Tooltip>,
    );
    const old = renderToString(
      // The deprecated prop is what is under test; the lint run fails if this use is not flagged
      // (an unused disable directive is a warning, and lint allows none).
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      <Tooltip content="Copies the page address" isDisabled>
        <Button>Copy link</Button>
      </Tooltip>,
    );
    expect(old).toBe(current);
  });
});
