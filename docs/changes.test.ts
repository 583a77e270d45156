import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import changelog from '../CHANGELOG.md';
import {
  changesTo,
  mentions,
  pendingChanges,
  splitAtFirstRelease,
  type ChangesetModule,
} from './changes';

const changesetFiles = readdirSync(new URL('../.changeset/', import.meta.url)).filter(
  (name) => name.endsWith('.md') && name !== 'README.md',
);

const module = (bump: unknown, text: string): ChangesetModule => ({
  default: [{ type: 'p', props: {}, children: [text] }],
  meta: { frontMatter: bump === undefined ? {} : { '@beem/design-system': bump } },
});

describe('the Changelog page\'s "Unreleased" section', () => {
  it('lists every change file waiting in .changeset/, with the bump its front matter gives', () => {
    const listed = pendingChanges();
    expect(listed.map(({ id }) => `${id}.md`).sort()).toEqual([...changesetFiles].sort());
    for (const { id, bump } of listed) {
      const source = readFileSync(new URL(`../.changeset/${id}.md`, import.meta.url), 'utf8');
      expect(source).toMatch(new RegExp(`^---\\n'@beem/design-system': ${bump}\\n---`));
    }
  });

  it('puts breaking changes first, then minor, then patch, each by file name', () => {
    const listed = pendingChanges({
      '../.changeset/b-fix.md': module('patch', 'b'),
      '../.changeset/a-fix.md': module('patch', 'a'),
      '../.changeset/z-feature.md': module('minor', 'z'),
      '../.changeset/removal.md': module('major', 'r'),
    });
    expect(listed.map(({ id, bump }) => `${bump} ${id}`)).toEqual([
      'major removal',
      'minor z-feature',
      'patch a-fix',
      'patch b-fix',
    ]);
  });

  it('refuses a change file without a bump for the package, naming the file', () => {
    expect(() => pendingChanges({ '../.changeset/oops.md': module(undefined, 'x') })).toThrow(
      '.changeset/oops.md: give @beem/design-system a bump',
    );
    expect(() => pendingChanges({ '../.changeset/typo.md': module('minro', 'x') })).toThrow(
      '.changeset/typo.md',
    );
  });
});

describe('the changelog around "Unreleased"', () => {
  const heading = (type: string, text: string) => ({ type, props: {}, children: [text] });
  it('keeps the title and its introduction above, and every release below', () => {
    const [opening, releases] = splitAtFirstRelease([
      heading('h1', '@beem/design-system'),
      '\n',
      heading('p', 'Every release'),
      heading('h2', '0.2.0'),
      heading('h2', '0.1.0'),
    ]);
    expect(opening).toHaveLength(3);
    expect(releases.map((node) => (typeof node === 'string' ? node : node.children[0]))).toEqual([
      '0.2.0',
      '0.1.0',
    ]);
  });
});

describe("a component's changes", () => {
  const code = (text: string) => ({ type: 'code', props: {}, children: [text] });
  const paragraph = (...children: (string | ReturnType<typeof code>)[]) => ({
    type: 'p',
    props: {},
    children,
  });

  it('counts a name in code, alone or as an element, and nothing else', () => {
    expect(mentions([paragraph('Use ', code('Button'), '.')], ['Button'])).toBe(true);
    expect(mentions([paragraph(code('<RadioGroup variant="chips">'))], ['RadioGroup'])).toBe(true);
    expect(mentions([paragraph(code('ButtonProps'))], ['Button'])).toBe(false);
    expect(mentions([paragraph('A button that says what happens.')], ['Button'])).toBe(false);
  });

  it('lists the change files and the released entries that name it', () => {
    const [, releases] = splitAtFirstRelease(changelog);
    const visuallyHidden = changesTo(['VisuallyHidden'], pendingChanges(), releases);
    expect(visuallyHidden.unreleased.map(({ id }) => id)).toContain('visually-hidden');
    expect(visuallyHidden.released).toEqual([]);

    const phone = changesTo(['PhoneInput'], pendingChanges(), releases);
    expect(phone.released.map(({ version }) => version)).toEqual(['0.1.0']);
    expect(phone.released[0]?.items).toHaveLength(1);
  });
});
