import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { contrastPairs, darkSemanticColor, semanticColor, semanticSource } from '../semantic';
import { vars } from '../theme.css';
import { copyText, docsLocaleOf } from './Copy';
import {
  ContrastTable,
  IconScale,
  IllustrationPalette,
  MotionAndLayout,
  PaletteGallery,
  RadiiAndShadows,
  SemanticColours,
  SemanticTokenList,
  SpaceRuler,
  TypeScale,
  galleryText,
} from './TokenGallery';

const meta = {
  title: 'Foundations/Token gallery',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every primitive colour with its contrast on white and ink. */
export const Palette: Story = {
  tags: ['matrix'],
  render: (_args, { globals }) => <PaletteGallery locale={docsLocaleOf(globals)} />,
  play: async ({ canvas, step }) => {
    await step('The brand greens show brand 700 with its hex value', async () => {
      const brand = await canvas.findByRole('region', { name: 'brand' });
      await expect(within(brand).getByText('brand.700')).toBeVisible();
      await expect(within(brand).getByText('#006e4d')).toBeVisible();
    });
    await step('All six colour families are shown', async () => {
      await expect(canvas.getAllByRole('region')).toHaveLength(6);
    });
  },
};

/** The samples in the row of one pair, light then dark, as drawn. */
const samplesOf = (table: HTMLElement, pair: RegExp) => {
  const row = within(table).getByRole('rowheader', { name: pair }).closest('tr');
  const samples = Array.from(row?.querySelectorAll('td span[style]') ?? []);
  if (samples.length !== 2) throw new Error(`No light and dark samples for ${String(pair)}`);
  return samples.map((sample) => getComputedStyle(sample));
};

/**
 * Every semantic pair, named by its tokens, with its ratio in the light and the dark theme: every
 * one passes its WCAG minimum in both.
 */
export const Contrast: Story = {
  name: 'Semantic pairs, both themes',
  tags: ['matrix'],
  render: (_args, { globals }) => <ContrastTable locale={docsLocaleOf(globals)} />,
  play: async ({ canvas, globals, step }) => {
    const { w } = galleryText(docsLocaleOf(globals));
    const table = await canvas.findByRole('table', {
      name: w('Semantic colour pairs and their WCAG contrast in the light and dark themes'),
    });
    await step('Every pair has a row, and none fails', async () => {
      const rows = within(table).getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(
        contrastPairs.filter((pair) => pair.theme === 'light').length,
      );
      await expect(within(table).queryByText(w('Fail'))).toBeNull();
    });
    await step('Each pair is named in words, then by its tokens', async () => {
      await expect(
        within(table).getByRole('rowheader', {
          name: `${w('Muted text on subtle surface')} text.muted ${w('on')} surface.subtle`,
        }),
      ).toBeVisible();
    });
    await step(
      'Each pair is drawn in its own theme, on the white page then the ink page',
      async () => {
        // White page then ink page, each pair in its own theme whatever theme the docs page is in.
        const [light, dark] = samplesOf(table, new RegExp(`^${w('Body text on page')}`));
        await expect(light?.backgroundColor).toBe('rgb(255, 255, 255)');
        await expect(dark?.backgroundColor).toBe('rgb(18, 21, 28)');
        const [, primaryDark] = samplesOf(
          table,
          new RegExp(`^${w('Primary action label')} action`),
        );
        await expect(primaryDark?.color).toBe('rgb(18, 21, 28)');
      },
    );
  },
};

/** The custom property a token is drawn with, as DevTools shows it. */
const cssVariable = (value: string) => value.replace(/^var\((--[^,)]+)\)$/, '$1');

/**
 * Every semantic colour by its name, grouped as the tree groups them, with its light and dark
 * values and its CSS variable. Each value is a button that copies it: reached with Tab, pressed
 * with Enter or Space, confirmed in a polite status line; a refused clipboard says so.
 */
export const SemanticColourTokens: Story = {
  name: 'Semantic colours, copied by keyboard',
  tags: ['matrix', 'played'],
  render: (_args, { globals }) => <SemanticColours locale={docsLocaleOf(globals)} />,
  play: async ({ canvas, globals, step }) => {
    const locale = docsLocaleOf(globals);
    const { w } = galleryText(locale);
    const { copy, copied, refused } = copyText[locale];
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const status = canvas.getByRole('status');
    const groups = Object.keys(semanticSource.color);

    await step('Each group of colours has its table, the text colours in order', async () => {
      await expect(canvas.getAllByRole('table')).toHaveLength(groups.length);
      const text = canvas.getByRole('table', { name: /^color\.text/ });
      await expect(
        within(text)
          .getAllByRole('rowheader')
          .map((header) => header.textContent),
      ).toEqual(Object.keys(semanticSource.color.text).map((name) => `text.${name}`));
    });

    await step(
      'Tab to the page colour: Enter copies its name, then Space copies its light value',
      async () => {
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name: copy('surface.page') })).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await expect(writeText).toHaveBeenLastCalledWith('surface.page');
        await waitFor(() => expect(status).toHaveTextContent(copied('surface.page')));
        await userEvent.tab();
        await expect(
          canvas.getByRole('button', {
            name: copy(semanticColor.surface.page, `surface.page, ${w('light theme')}`),
          }),
        ).toHaveFocus();
        await userEvent.keyboard(' ');
        await expect(writeText).toHaveBeenLastCalledWith(semanticColor.surface.page);
        await waitFor(() => expect(status).toHaveTextContent(copied(semanticColor.surface.page)));
      },
    );

    await step('Copy muted text by its name, its dark value and its CSS variable', async () => {
      canvas.getByRole('button', { name: copy('text.muted') }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(writeText).toHaveBeenLastCalledWith('text.muted');
      await waitFor(() => expect(status).toHaveTextContent(copied('text.muted')));
      await userEvent.tab();
      await userEvent.tab();
      await expect(
        canvas.getByRole('button', {
          name: copy(darkSemanticColor.text.muted, `text.muted, ${w('dark theme')}`),
        }),
      ).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(writeText).toHaveBeenLastCalledWith(darkSemanticColor.text.muted);
      const variable = cssVariable(vars.color.text.muted);
      await userEvent.tab();
      await expect(
        canvas.getByRole('button', {
          name: copy(variable, `${w('CSS variable of')} text.muted`),
        }),
      ).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(writeText).toHaveBeenLastCalledWith(variable);
      await waitFor(() => expect(status).toHaveTextContent(copied(variable)));
    });

    await step(
      'A refused copy says so and how to copy by hand; copied again, it confirms again',
      async () => {
        writeText.mockRejectedValueOnce(
          new DOMException('Write permission denied', 'NotAllowedError'),
        );
        await userEvent.keyboard('{Enter}');
        await waitFor(() =>
          expect(status).toHaveTextContent(refused(cssVariable(vars.color.text.muted))),
        );
        await userEvent.keyboard('{Enter}');
        await waitFor(() =>
          expect(status).toHaveTextContent(copied(cssVariable(vars.color.text.muted))),
        );
      },
    );
    writeText.mockRestore();
  },
};

/** Every other semantic token, with its value (light and dark for the shadows) and CSS variable. */
export const OtherSemanticTokens: Story = {
  name: 'Semantic tokens, not colours',
  tags: ['matrix'],
  render: (_args, { globals }) => <SemanticTokenList locale={docsLocaleOf(globals)} />,
  play: async ({ canvas, globals, step }) => {
    const locale = docsLocaleOf(globals);
    const { w } = galleryText(locale);
    const { copy } = copyText[locale];
    await step('Shadows give a value for the dark theme too', async () => {
      const shadow = await canvas.findByRole('table', { name: /^shadow/ });
      await expect(within(shadow).getByRole('columnheader', { name: w('Dark') })).toBeVisible();
    });
    await step(
      'Space tokens copy by name or by value, and have one value for both themes',
      async () => {
        const space = canvas.getByRole('table', { name: /^space/ });
        await expect(within(space).getByRole('button', { name: copy('space.4') })).toBeVisible();
        await expect(
          within(space).getByRole('button', { name: copy('1rem', 'space.4') }),
        ).toBeVisible();
        await expect(within(space).queryByRole('columnheader', { name: w('Dark') })).toBeNull();
      },
    );
  },
};

/** Inter at the seven size presets, each with its px, rem, line height and use, and three weights. */
export const Type: Story = {
  name: 'Type scale',
  tags: ['matrix'],
  render: (_args, { globals }) => <TypeScale locale={docsLocaleOf(globals)} />,
  play: async ({ canvas, globals, step }) => {
    const { w, typeCaption } = galleryText(docsLocaleOf(globals));
    const table = await canvas.findByRole('table', { name: typeCaption });
    await step('The largest size is listed at 80 px', async () => {
      await expect(within(table).getByRole('rowheader', { name: 'font.size.5xl' })).toBeVisible();
      await expect(within(table).getByText('80px')).toBeVisible();
    });
    await step('Seven samples, set in Inter, each whole in its cell', async () => {
      const samples = within(table).getAllByText(w('Cash when you need it'));
      await expect(samples).toHaveLength(7);
      // Each sample is whole: wrapped to its cell, not cut off.
      for (const sample of samples) {
        await expect(sample.scrollWidth).toBeLessThanOrEqual(sample.clientWidth);
      }
      await expect(getComputedStyle(samples[0] as Element).fontFamily).toMatch(/^"?Inter"?/);
    });
    await step('The bold weight is listed among the weights', async () => {
      await expect(
        await within(table).findByRole('rowheader', { name: 'font.weight.bold' }),
      ).toBeVisible();
    });
  },
};

/** Bars as long as each space token. */
export const Spacing: Story = {
  name: 'Space ruler',
  tags: ['matrix'],
  render: (_args, { globals }) => <SpaceRuler locale={docsLocaleOf(globals)} />,
  play: async ({ canvas, step }) => {
    await step(
      'Each bar is as long as its token: 16 px for space 4, 80 px for space 20',
      async () => {
        await expect(canvas.getByTestId('ruler-4').getBoundingClientRect().width).toBe(16);
        await expect(canvas.getByTestId('ruler-20').getBoundingClientRect().width).toBe(80);
      },
    );
    await step('Space 12 has its row on the ruler', async () => {
      await expect(await canvas.findByRole('rowheader', { name: 'space.12' })).toBeVisible();
    });
  },
};

/** Radii and shadows. */
export const Shape: Story = {
  name: 'Radii and shadows',
  tags: ['matrix'],
  render: (_args, { globals }) => <RadiiAndShadows locale={docsLocaleOf(globals)} />,
  play: async ({ canvas, globals, step }) => {
    const { w } = galleryText(docsLocaleOf(globals));
    await step('The radii table and the header shadow are shown', async () => {
      await expect(await canvas.findByRole('table', { name: w('Radii') })).toBeVisible();
      await expect(await canvas.findByRole('rowheader', { name: 'shadow.header' })).toBeVisible();
    });
  },
};

/** Illustration colours and icon sizes. */
export const Illustration: Story = {
  tags: ['matrix'],
  render: (_args, { globals }) => (
    <>
      <IllustrationPalette />
      <IconScale locale={docsLocaleOf(globals)} />
    </>
  ),
  play: async ({ canvas, globals, step }) => {
    const { iconCaption } = galleryText(docsLocaleOf(globals));
    await step('The illustration colours include the device colour', async () => {
      const colours = await canvas.findByRole('region', { name: 'color.illustration' });
      await expect(within(colours).getByText('illustration.device')).toBeVisible();
    });
    await step('The icon sizes are listed, up to extra large', async () => {
      const sizes = canvas.getByRole('table', { name: iconCaption });
      await expect(within(sizes).getAllByRole('row')).toHaveLength(4);
      await expect(
        await within(sizes).findByRole('rowheader', { name: 'iconography.scale.xl' }),
      ).toBeVisible();
    });
  },
};

/** Motion, breakpoints and layers: every duration, distance, width and layer. */
export const Motion: Story = {
  name: 'Motion and layers',
  tags: ['matrix'],
  render: (_args, { globals }) => <MotionAndLayout locale={docsLocaleOf(globals)} />,
  play: async ({ canvas, globals, step }) => {
    const { w } = galleryText(docsLocaleOf(globals));
    await step('Motion lists its durations and distances', async () => {
      const motion = await canvas.findByRole('table', { name: w('Motion') });
      await expect(within(motion).getByText('500 ms')).toBeVisible();
      await expect(within(motion).getAllByText('5000 ms')).toHaveLength(2);
      await expect(within(motion).getByText('50 px')).toBeVisible();
    });
    await step('The breakpoints are listed, 480 px and 600 px among them', async () => {
      const layout = canvas.getByRole('table', { name: w('Breakpoints and layers') });
      await expect(within(layout).getByText('480 px')).toBeVisible();
      await expect(await within(layout).findByText('600 px')).toBeVisible();
    });
  },
};
