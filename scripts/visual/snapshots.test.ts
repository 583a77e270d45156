import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { matchesStory, repo, snapshotsToReview } from './snapshots.mjs';

// A run's leftovers of our own, so the developer's last real run does not change the answer.
const attachmentsDir = mkdtempSync(join(tmpdir(), 'attachments-'));

const storyFile = 'src/components/Button/Button.stories.tsx';
const baseline = join(storyFile.replace(/[^/]+$/, ''), '__screenshots__/Button.stories.tsx');
const fakeActual = join(
  attachmentsDir,
  storyFile,
  'components-actions-button-primary-actual-chromium-linux.png',
);

afterAll(() => {
  rmSync(attachmentsDir, { recursive: true, force: true });
});

describe('snapshots to review', () => {
  it('reports nothing for a story whose comparison passed', () => {
    const button = snapshotsToReview(attachmentsDir).filter(
      (shot) => shot.storyFile === storyFile && shot.status !== 'new',
    );
    expect(button).toEqual([]);
  });

  it('reports a baseline whose comparison left an actual image as changed, under its story id', () => {
    mkdirSync(join(attachmentsDir, storyFile), { recursive: true });
    copyFileSync(join(repo, baseline, 'components-actions-button-primary.png'), fakeActual);
    const button = snapshotsToReview(attachmentsDir).filter((shot) => shot.storyFile === storyFile);
    expect(button).toEqual([
      expect.objectContaining({
        status: 'changed',
        storyId: 'components-actions-button--primary',
        component: 'Button',
        baseline: join(baseline, 'components-actions-button-primary.png'),
        actual: fakeActual,
      }),
    ]);
  });
});

describe('story patterns', () => {
  it.each([
    ['components-actions-button--primary', 'components-actions-button--primary', true],
    ['components-actions-button--*', 'components-actions-button--primary', true],
    ['components-actions-button--*', 'components-buttons--primary', false],
    ['*--primary', 'components-actions-button--primary', true],
    ['components-actions-button--primary', 'components-actions-button--primary-large', false],
    ['components.button--primary', 'componentsxbutton--primary', false],
  ])('%s matches %s: %s', (pattern, id, expected) => {
    expect(matchesStory(pattern, id)).toBe(expected);
  });
});
