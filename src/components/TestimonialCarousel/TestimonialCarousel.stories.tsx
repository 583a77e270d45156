import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleTestimonials, sampleTestimonialsSpanish } from './fixtures';
import { TestimonialCard, TestimonialCarousel } from './TestimonialCarousel';
import {
  forcedColorsModes,
  inEachMode,
  responsiveModes,
  spanishModes,
} from '../../internal/storybook/modes';
import { msg, type StoryGlobals } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  ...sampleTestimonialsSpanish,
  'Illustrative student stories': 'Historias ilustrativas de estudiantes',
  'Postbaccalaureate-certificate-student-in-interdisciplinary-studies':
    'Estudiante-de-certificado-de-posbachillerato-en-estudios-interdisciplinarios',
});

const spanishOf = (english: string) =>
  (t.spanish as Readonly<Record<string, string>>)[english] ?? english;

/**
 * The long-text story's table: it repeats each sample's quote and story, and the Spanish repeats
 * theirs the same way.
 */
const longText = storyText({
  ...t.spanish,
  ...Object.fromEntries(
    sampleTestimonials.slice(0, 3).flatMap(({ shortDescription, description }) => [
      [`${shortDescription} `.repeat(4).trim(), `${spanishOf(shortDescription)} `.repeat(4).trim()],
      [`${description} `.repeat(3).trim(), `${spanishOf(description)} `.repeat(3).trim()],
    ]),
  ),
});

// Sample illustrative testimonials (not real customers); images from Storybook's static folder.
const meta = {
  title: 'Components/Media/TestimonialCarousel',
  component: TestimonialCarousel,
  subcomponents: { TestimonialCard },
  tags: ['stable', 'client'],
  args: {
    label: 'Illustrative student stories',
    testimonials: sampleTestimonials,
    imageHost: '',
  },
  parameters: {
    modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof TestimonialCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Long enough for embla's slide to finish. */
const settle = { timeout: 3000 };

/**
 * The carousel's page buttons ("Go to page 2 of 6") in the story's locale: any page, or one.
 */
const goToPage = (context: StoryGlobals, page?: number) => {
  // The name up to the page number (any page), or up to the page count (that page).
  const marker = 999;
  const name = msg(context, 'carousel.goTo', { page: page ?? marker, count: marker });
  const start = name.slice(0, name.indexOf(String(marker)));
  return new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
};

/** A slide's name, "1 of 6", in the story's locale. */
const at = (context: StoryGlobals, index: number, count: number) =>
  msg(context, 'carousel.position', { index, count });

/** Slides whose card lies within the carousel's viewport. */
const visibleSlides = (canvas: Canvas) => {
  const carousel = canvas.getByRole('region', {
    name: t('Illustrative student stories'),
  });
  const frame = carousel.firstElementChild?.getBoundingClientRect();
  if (!frame) throw new Error('no viewport');
  return within(carousel)
    .getAllByRole('group')
    .filter((slide) => {
      // The card, not the slide: slides carry the gutter, which overhangs the viewport.
      const box = (slide.firstElementChild ?? slide).getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    })
    .map((slide) => slide.getAttribute('aria-label'));
};

/**
 * Three slides on a desktop, one on a phone; labelled "1 of 6"…, polite live region; every card
 * says it is illustrative.
 */
export const Default: Story = {
  play: async ({ canvas, globals, step }) => {
    const carousel = canvas.getByRole('region', {
      name: t('Illustrative student stories'),
    });
    await step(
      'The carousel and each slide say what they are, and changes are announced',
      async () => {
        await expect(carousel).toHaveAttribute(
          'aria-roledescription',
          msg({ globals }, 'carousel.carousel'),
        );
        const slides = within(carousel).getAllByRole('group');
        await expect(slides[0]).toHaveAttribute(
          'aria-roledescription',
          msg({ globals }, 'carousel.slide'),
        );
        await expect(slides[0]).toHaveAccessibleName(at({ globals }, 1, 6));
        await expect(slides[0]?.parentElement).toHaveAttribute('aria-live', 'polite');
      },
    );
    await step('Every card is marked illustrative, on screen and in its name', async () => {
      // Seen on each card, and first in each card's accessible name.
      const cards = within(carousel).getAllByRole('figure');
      await expect(cards).toHaveLength(6);
      for (const card of cards) {
        await expect(
          within(card).getByText(msg({ globals }, 'carousel.illustrative')),
        ).toBeVisible();
        await expect(card).toHaveAccessibleName(
          new RegExp(`^${msg({ globals }, 'carousel.illustrative')}`),
        );
      }
    });
    await step(
      'One slide and six dots on a phone; three slides and three dots on a desktop',
      async () => {
        await inEachMode({
          mobile: async () => {
            await waitFor(
              () => expect(visibleSlides(canvas)).toEqual([at({ globals }, 1, 6)]),
              settle,
            );
            // The controls appear once the carousel has measured its pages, in an effect after the
            // first render: the story tests' act() waits for it, a browser playing the story does not.
            await expect(
              await canvas.findAllByRole('button', { name: goToPage({ globals }) }),
            ).toHaveLength(6);
            await expect(
              canvas.getByRole('button', {
                name: msg({ globals }, 'carousel.goTo', { page: 6, count: 6 }),
              }),
            ).toBeVisible();
          },
          desktop: async () => {
            await waitFor(
              () =>
                expect(visibleSlides(canvas)).toEqual([
                  at({ globals }, 1, 6),
                  at({ globals }, 2, 6),
                  at({ globals }, 3, 6),
                ]),
              settle,
            );
            await expect(
              await canvas.findAllByRole('button', { name: goToPage({ globals }) }),
            ).toHaveLength(3);
          },
        });
      },
    );
    await step('At the start, Previous is unavailable', async () => {
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'carousel.previous') }),
      ).toHaveAttribute('aria-disabled', 'true');
    });
  },
};

/** Up to 600px, two slides are shown. */
export const SmallTablet: Story = {
  name: 'Small tablet',
  globals: { viewport: { value: 'tabletSmall', isRotated: false } },
  play: async ({ canvas, globals, step }) => {
    await step('Two slides show on a small tablet', async () => {
      await waitFor(() =>
        expect(visibleSlides(canvas)).toEqual([at({ globals }, 1, 6), at({ globals }, 2, 6)]),
      );
    });
    await step('The first of three dots is the current page', async () => {
      await expect(
        await canvas.findByRole('button', {
          name: msg({ globals }, 'carousel.goTo', { page: 1, count: 3 }),
        }),
      ).toHaveAttribute('aria-current', 'true');
    });
  },
};

/** The first visible slide moves on by the scroll step (two). */
export const AfterNext: Story = {
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('The carousel starts on the first slide', async () => {
      await waitFor(() => expect(visibleSlides(canvas)[0]).toBe(at({ globals }, 1, 6)));
    });
    await step('Press Next and the carousel moves on by two slides', async () => {
      // The controls appear once the carousel has measured its pages (see Default).
      await userEvent.click(
        await canvas.findByRole('button', { name: msg({ globals }, 'carousel.next') }),
      );
      await waitFor(
        () =>
          expect(visibleSlides(canvas)).toEqual([
            at({ globals }, 3, 6),
            at({ globals }, 4, 6),
            at({ globals }, 5, 6),
          ]),
        settle,
      );
    });
    await step('The second dot is current and Previous is available', async () => {
      await expect(
        canvas.getByRole('button', {
          name: msg({ globals }, 'carousel.goTo', { page: 2, count: 3 }),
        }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'carousel.previous') }),
      ).not.toHaveAttribute('aria-disabled');
    });
  },
};

/** Dots and arrows work with Tab and Enter. */
export const Keyboard: Story = {
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('The carousel starts on the first slide', async () => {
      await waitFor(() => expect(visibleSlides(canvas)[0]).toBe(at({ globals }, 1, 6)));
    });
    await step(
      'Enter on the last dot shows the last three slides, and Next becomes unavailable',
      async () => {
        // The controls appear once the carousel has measured its pages (see Default).
        (
          await canvas.findByRole('button', {
            name: msg({ globals }, 'carousel.goTo', { page: 3, count: 3 }),
          })
        ).focus();
        await userEvent.keyboard('{Enter}');
        await waitFor(
          () =>
            expect(visibleSlides(canvas)).toEqual([
              at({ globals }, 4, 6),
              at({ globals }, 5, 6),
              at({ globals }, 6, 6),
            ]),
          settle,
        );
        await expect(
          canvas.getByRole('button', { name: msg({ globals }, 'carousel.next') }),
        ).toHaveAttribute('aria-disabled', 'true');
      },
    );
    await step(
      'Tab to Previous and press Enter: the carousel moves back, and Previous keeps focus',
      async () => {
        await userEvent.tab();
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(visibleSlides(canvas)[0]).toBe(at({ globals }, 3, 6)), settle);
        await expect(
          await canvas.findByRole('button', { name: msg({ globals }, 'carousel.previous') }),
        ).toHaveFocus();
      },
    );
  },
};

/** Both card designs: classic (white) and new (brand). */
export const BothDesigns: Story = {
  name: 'Both designs',
  args: { testimonials: sampleTestimonials.slice(0, 2) },
  play: async ({ canvas, step }) => {
    const [classic, fresh] = canvas.getAllByRole('figure');
    if (!classic || !fresh) throw new Error('two cards expected');
    await step('The classic card is white and the new one Beem green', async () => {
      await expect(getComputedStyle(classic).backgroundColor).toBe('rgb(255, 255, 255)');
      await expect(getComputedStyle(fresh).backgroundColor).toBe('rgb(5, 85, 61)');
      await expect(await within(fresh).findByText(t('Sample student B'))).toBeVisible();
    });
  },
};

/** One testimonial: no arrows, no dots. */
export const Single: Story = {
  name: 'One testimonial',
  args: { testimonials: sampleTestimonials.slice(0, 1) },
  play: async ({ canvas, globals, step }) => {
    await step('With one testimonial there are no arrows or dots', async () => {
      await expect(canvas.queryByRole('button')).toBeNull();
    });
    await step('The one slide shows as 1 of 1', async () => {
      await expect(
        await canvas.findByRole('group', {
          name: msg({ globals }, 'carousel.position', { index: 1, count: 1 }),
        }),
      ).toBeVisible();
    });
  },
};

/** Long texts wrap inside their cards. */
export const LongText: Story = {
  name: 'Long text',
  args: {
    testimonials: sampleTestimonials.slice(0, 3).map((testimonial) => ({
      ...testimonial,
      shortDescription: `${testimonial.shortDescription} `.repeat(4).trim(),
      description: `${testimonial.description} `.repeat(3).trim(),
      title: 'Postbaccalaureate-certificate-student-in-interdisciplinary-studies',
    })),
  },
  parameters: { storyText: longText },
  play: async ({ canvas, globals, step }) => {
    const figures = canvas.getAllByRole('figure');
    await step('Long words and quotes wrap inside each card', async () => {
      for (const figure of figures) {
        await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
      }
    });
    await step('All three slides are there', async () => {
      await expect(
        await canvas.findByRole('group', {
          name: msg({ globals }, 'carousel.position', { index: 3, count: 3 }),
        }),
      ).toBeVisible();
    });
  },
};

/**
 * Keyboard focus forced on the next arrow and the second dot with `parameters.pseudo`:
 * the rings the carousel's controls show, in one screenshot.
 */
export const ControlStates: Story = {
  name: 'Control states',
  parameters: {
    pseudo: {
      // By place and state rather than by name, which is written in the toolbar's language: the
      // last arrow, Next (the arrows carry aria-disabled, the dots do not), and the second dot.
      focusVisible: [
        'button[aria-controls][aria-disabled]:last-child',
        'button[aria-controls]:not([aria-disabled]):nth-child(2)',
      ],
      rootSelector: 'body',
    },
  },
  play: async ({ canvas, globals, step }) => {
    const next = await canvas.findByRole('button', { name: msg({ globals }, 'carousel.next') });
    await step('Next and the second dot show focus rings', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(next).toHaveClass('pseudo-focus-visible');
      });
      await expect(getComputedStyle(next).boxShadow).not.toBe('none');
      const dot = canvas.getByRole('button', { name: goToPage({ globals }, 2) });
      await expect(getComputedStyle(dot).boxShadow).not.toBe('none');
    });
    await step('Previous has no ring, and the first dot is the current page', async () => {
      const previous = canvas.getByRole('button', {
        name: msg({ globals }, 'carousel.previous'),
      });
      await expect(getComputedStyle(previous).boxShadow).toBe('none');
      await expect(
        await canvas.findByRole('button', { name: goToPage({ globals }, 1) }),
      ).toHaveAttribute('aria-current', 'true');
    });
  },
};
