import { afterEach, describe, expect, it } from 'vitest';
import {
  forcedColorsModes,
  inEachMode,
  responsiveModes,
  setModeResizer,
  shotsFor,
  spanishModes,
} from './modes';

const id = 'beem-components-footer--default';
const dark = (viewport?: string) => ({
  name: `${id}__dark`,
  viewport,
  forcedColors: false,
  theme: 'dark',
});

describe('shotsFor', () => {
  it('takes one plain shot of a story without modes', () => {
    expect(shotsFor({ id, parameters: {} })).toEqual([
      { name: id, viewport: undefined, forcedColors: false },
      dark(),
    ]);
  });

  it('takes exactly the viewport modes, named after them', () => {
    expect(shotsFor({ id, parameters: { modes: responsiveModes } })).toEqual([
      { name: `${id}__mobile`, viewport: 'mobile', forcedColors: false },
      { name: `${id}__desktop`, viewport: 'desktop', forcedColors: false },
      dark('mobile'),
    ]);
  });

  it('adds a forced-colours shot after the plain one', () => {
    expect(shotsFor({ id, parameters: { modes: forcedColorsModes } })).toEqual([
      { name: id, viewport: undefined, forcedColors: false },
      { name: `${id}__forced-colors`, viewport: undefined, forcedColors: true },
      dark(),
    ]);
  });

  it('keeps the viewport a story pins, with its forced-colours shot', () => {
    const modes = { ...responsiveModes, ...forcedColorsModes };
    expect(
      shotsFor({ id, globals: { viewport: { value: 'mobile' } }, parameters: { modes } }),
    ).toEqual([
      { name: id, viewport: undefined, forcedColors: false },
      { name: `${id}__forced-colors`, viewport: undefined, forcedColors: true },
      dark(),
    ]);
  });

  it('shoots a locale mode last, at its own viewport, without counting it as a viewport mode', () => {
    const modes = { ...responsiveModes, ...forcedColorsModes, ...spanishModes };
    expect(shotsFor({ id, parameters: { modes } })).toEqual([
      { name: `${id}__mobile`, viewport: 'mobile', forcedColors: false },
      { name: `${id}__desktop`, viewport: 'desktop', forcedColors: false },
      { name: `${id}__forced-colors`, viewport: undefined, forcedColors: true },
      { name: `${id}__es-US`, viewport: 'mobile', forcedColors: false, locale: 'es-US' },
      dark('mobile'),
    ]);
    expect(shotsFor({ id, parameters: { modes: spanishModes } })).toEqual([
      { name: id, viewport: undefined, forcedColors: false },
      { name: `${id}__es-US`, viewport: 'mobile', forcedColors: false, locale: 'es-US' },
      dark(),
    ]);
  });

  it('shoots a locale mode at the viewport a story pins', () => {
    expect(
      shotsFor({
        id,
        globals: { viewport: { value: 'desktop' } },
        parameters: { modes: spanishModes },
      }),
    ).toEqual([
      { name: id, viewport: undefined, forcedColors: false },
      { name: `${id}__es-US`, viewport: undefined, forcedColors: false, locale: 'es-US' },
      dark(),
    ]);
  });

  it('leaves the dark shot out of a story that opts out', () => {
    expect(shotsFor({ id, parameters: { darkMode: false } })).toEqual([
      { name: id, viewport: undefined, forcedColors: false },
    ]);
  });
});

describe('inEachMode', () => {
  afterEach(() => {
    setModeResizer(undefined);
  });

  const recorder = () => {
    const log: string[] = [];
    const assertions = {
      mobile: () => {
        log.push('assert mobile');
        return Promise.resolve();
      },
      desktop: () => {
        log.push('assert desktop');
        return Promise.resolve();
      },
    };
    return { log, assertions };
  };

  it('in the story tests, resizes to each mode before its assertions, then back', async () => {
    const { log, assertions } = recorder();
    setModeResizer((to) => {
      log.push(typeof to === 'string' ? `resize ${to}` : 'resize back');
      return Promise.resolve();
    });
    await inEachMode(assertions);
    expect(log).toEqual([
      'resize mobile',
      'assert mobile',
      'resize desktop',
      'assert desktop',
      'resize back',
    ]);
  });

  it('goes back to the first size even when an assertion fails', async () => {
    const log: string[] = [];
    setModeResizer((to) => {
      log.push(typeof to === 'string' ? to : 'back');
      return Promise.resolve();
    });
    const failing = inEachMode({
      mobile: () => Promise.reject(new Error('phone layout wrong')),
      desktop: () => Promise.resolve(),
    });
    await expect(failing).rejects.toThrow('phone layout wrong');
    expect(log).toEqual(['mobile', 'back']);
  });

  it("in Storybook's UI, runs only the mode the width falls in", async () => {
    const phone = recorder();
    await inEachMode(phone.assertions, 375);
    expect(phone.log).toEqual(['assert mobile']);
    const desktop = recorder();
    await inEachMode(desktop.assertions, 1024);
    expect(desktop.log).toEqual(['assert desktop']);
    const tablet = recorder();
    await inEachMode(tablet.assertions, 1023);
    expect(tablet.log).toEqual(['assert mobile']);
  });
});
