import { describe, expect, it } from 'vitest';
import { forcedColorsModes, responsiveModes, shotsFor } from './modes';

const id = 'layout-footer--default';

describe('shotsFor', () => {
  it('takes one plain shot of a story without modes', () => {
    expect(shotsFor({ id, parameters: {} })).toEqual([
      { name: id, viewport: undefined, forcedColors: false },
    ]);
  });

  it('takes exactly the viewport modes, named after them', () => {
    expect(shotsFor({ id, parameters: { modes: responsiveModes } })).toEqual([
      { name: `${id}__mobile`, viewport: 'mobile', forcedColors: false },
      { name: `${id}__desktop`, viewport: 'desktop', forcedColors: false },
    ]);
  });

  it('adds a forced-colours shot after the plain one', () => {
    expect(shotsFor({ id, parameters: { modes: forcedColorsModes } })).toEqual([
      { name: id, viewport: undefined, forcedColors: false },
      { name: `${id}__forced-colors`, viewport: undefined, forcedColors: true },
    ]);
  });

  it('keeps the viewport a story pins, with its forced-colours shot', () => {
    const modes = { ...responsiveModes, ...forcedColorsModes };
    expect(
      shotsFor({ id, globals: { viewport: { value: 'mobile' } }, parameters: { modes } }),
    ).toEqual([
      { name: id, viewport: undefined, forcedColors: false },
      { name: `${id}__forced-colors`, viewport: undefined, forcedColors: true },
    ]);
  });
});
