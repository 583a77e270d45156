/**
 * The screenshots accepted lately, read from a repository made here: a story file with two
 * baselines, both changed by one commit, and one of them changed again by the next.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAccepted } from './accepted.mjs';

const root = mkdtempSync(join(tmpdir(), 'beem-accepted-'));
const out = mkdtempSync(join(tmpdir(), 'beem-accepted-out-'));
const shots = 'src/components/Chip/__screenshots__/Chip.stories.tsx';
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' });
const commit = (message: string, files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  git('add', '.');
  git('commit', '-q', '-m', message);
};

beforeAll(() => {
  git('init', '-q');
  git('config', 'user.email', 'design@beem.example');
  git('config', 'user.name', 'Beem');
  commit('Chip', {
    'src/components/Chip/Chip.stories.tsx': [
      "const meta = { title: 'Components/Chip' };",
      'export default meta;',
      'export const Primary = {};',
      'export const Quiet = {};',
    ].join('\n'),
    [`${shots}/components-chip-primary.png`]: 'first',
    [`${shots}/components-chip-quiet.png`]: 'quiet',
  });
  commit('Chip: rounder', {
    [`${shots}/components-chip-primary.png`]: 'second',
    [`${shots}/components-chip-quiet.png`]: 'quiet, rounder',
  });
  commit('Chip: brand green', { [`${shots}/components-chip-primary.png`]: 'third' });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

describe('screenshots accepted lately', () => {
  it('gives each changed baseline once, at its latest change, with its story and commit', () => {
    const accepted = writeAccepted(out, { root });
    expect(accepted).toEqual([
      expect.objectContaining({
        storyId: 'components-chip--primary',
        component: 'Chip',
        name: 'components-chip-primary',
        file: `${shots}/components-chip-primary.png`,
        subject: 'Chip: brand green',
      }),
      expect.objectContaining({ storyId: 'components-chip--quiet', subject: 'Chip: rounder' }),
    ]);
    const images = accepted.map((shot) => [
      readFileSync(join(out, shot.before), 'utf8'),
      readFileSync(join(out, shot.after), 'utf8'),
    ]);
    expect(images).toEqual([
      ['second', 'third'],
      ['quiet', 'quiet, rounder'],
    ]);
  });

  it('leaves out a baseline the run already shows', () => {
    const skip = new Set([`${shots}/components-chip-primary.png`]);
    expect(writeAccepted(out, { root, skip }).map((shot) => shot.storyId)).toEqual([
      'components-chip--quiet',
    ]);
  });

  it('looks back only as far as it is asked', () => {
    expect(writeAccepted(out, { root, commits: 1 }).map((shot) => shot.subject)).toEqual([
      'Chip: brand green',
    ]);
  });
});
