import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { hueIndex, initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Ana María', 'AM'],
    ['Ana María Torres', 'AT'],
    ['María-José López', 'ML'],
    ['prince', 'P'],
    ['  Kim   Nguyen  ', 'KN'],
    ['Émilie Zoë', 'ÉZ'],
    // "É" written as E and a combining accent stays one letter.
    ['E\u0301milie Zoë', 'ÉZ'],
    ['🌮 Taco Tuesday', 'TT'],
    ['Jordan 🎓', 'J'],
    ['李小龙', '李'],
    ['🌮🎓', ''],
    ['', ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('hueIndex', () => {
  it('gives a name the same colour every time, whatever its case or spacing', () => {
    expect(hueIndex('Maya Johnson', 5)).toBe(hueIndex(' maya johnson ', 5));
    expect(hueIndex('Maya Johnson', 5)).toBeLessThan(5);
  });
});

describe('Avatar', () => {
  it('is an image named by the person, its photo silent over the initials', () => {
    const html = renderToStaticMarkup(<Avatar name="Ana María" src="/ana.jpg" />);
    expect(html).toMatch(/^<span role="img" aria-label="Ana María" class="[^"]+">/);
    expect(html).toMatch(
      /<span aria-hidden="true">AM<\/span><span class="[^"]+" style="background-image:url\(&quot;\/ana.jpg&quot;\)"><\/span><\/span>$/,
    );
  });

  it('is hidden from screen readers when decorative or nameless', () => {
    expect(renderToStaticMarkup(<Avatar name="Ana" decorative />)).toMatch(
      /^<span aria-hidden="true" class=/,
    );
    const nameless = renderToStaticMarkup(<Avatar />);
    expect(nameless).toMatch(/^<span aria-hidden="true" class=/);
    expect(nameless).toContain('lucide-user');
  });
});
