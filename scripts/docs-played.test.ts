/**
 * A docs page draws its stories without running their play functions, so a story whose state
 * comes from its play (a menu opened by keyboard, a field typed into, a dialog that is busy) would
 * show that state at rest. Each such story carries the `played` tag, which draws it on the docs
 * page in a frame of its own where its play runs (`.storybook/played-story.tsx`).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playedStories, unplayed } from './played-stories';
import { root, storyFiles } from './storybook-files';

const files = storyFiles.map((file) => ({ ...playedStories(join(root, file)), file }));

describe('stories drawn played on their docs page', () => {
  it.each(files)('$file: every story that acts in its play is tagged played', (file) => {
    expect(unplayed(file).map((story) => story.exportName)).toEqual([]);
  });

  it.each(files)('$file: a story tagged played acts in its play', ({ stories }) => {
    expect(
      stories
        .filter((story) => story.tags.includes('played') && !story.acts)
        .map((story) => story.exportName),
    ).toEqual([]);
  });

  it('tells a play that acts from one that only looks', () => {
    const menu = files.find(({ file }) => file.endsWith('Menu/Menu.stories.tsx'));
    const alert = files.find(({ file }) => file.endsWith('Alert/Alert.stories.tsx'));
    const byName = (entry: typeof menu, name: string) =>
      entry?.stories.find((story) => story.exportName === name)?.acts;
    // userEvent in the play itself.
    expect(byName(menu, 'OpenedByKeyboard')).toBe(true);
    // Another story's play, called from this one's.
    expect(byName(menu, 'SubmenuClose')).toBe(true);
    // Assertions on what renders, nothing done.
    expect(byName(alert, 'Tones')).toBe(false);
  });
});
