import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToggleButton, ToggleButtonGroup } from './ToggleButtonGroup';

const buttons = [
  <ToggleButton key="all" id="all">
    All
  </ToggleButton>,
  <ToggleButton key="in" id="in">
    Money in
  </ToggleButton>,
];

describe('the server markup', () => {
  it('is a named radio group in single selection, the selected radio checked', () => {
    const html = renderToString(
      <ToggleButtonGroup aria-label="Show" defaultValue="in">
        {buttons}
      </ToggleButtonGroup>,
    );
    expect(html).toMatch(
      /role="radiogroup"[^>]*aria-label="Show"|aria-label="Show"[^>]*role="radiogroup"/,
    );
    expect(html.match(/role="radio"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-checked="true"[^>]*>(<[^>]*>)*Money in/);
  });

  it('is a toolbar of pressed buttons in multiple selection', () => {
    const html = renderToString(
      <ToggleButtonGroup aria-label="Show" selectionMode="multiple" defaultValue={['all', 'in']}>
        {buttons}
      </ToggleButtonGroup>,
    );
    expect(html).toContain('role="toolbar"');
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(2);
  });

  it('sends each selected value under its name, for a form submitted before the script runs', () => {
    const html = renderToString(
      <ToggleButtonGroup aria-label="Show" name="show" selectionMode="multiple" value={['in']}>
        {buttons}
      </ToggleButtonGroup>,
    );
    expect(html.match(/<input[^>]*>/g)).toEqual([
      expect.stringMatching(/type="hidden"[^>]*name="show"[^>]*value="in"/),
    ]);
  });
});

describe('the props', () => {
  it('take values of the selection mode', () => {
    const right = [
      <ToggleButtonGroup
        key="one"
        aria-label="Show"
        defaultValue="all"
        onChange={(id: string) => id}
      >
        {buttons}
      </ToggleButtonGroup>,
      <ToggleButtonGroup
        key="many"
        aria-label="Show"
        selectionMode="multiple"
        defaultValue={['in']}
        onChange={(ids: string[]) => ids}
      >
        {buttons}
      </ToggleButtonGroup>,
    ];
    const wrong = [
      // @ts-expect-error Single selection holds one id, not a list.
      <ToggleButtonGroup key="list" aria-label="Show" value={['all']}>
        {buttons}
      </ToggleButtonGroup>,
      // @ts-expect-error Multiple selection holds a list.
      <ToggleButtonGroup key="one" aria-label="Show" selectionMode="multiple" value="all">
        {buttons}
      </ToggleButtonGroup>,
    ];
    expect(right).toHaveLength(2);
    expect(wrong).toHaveLength(2);
  });
});
