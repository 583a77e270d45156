import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleTestimonials } from './fixtures';
import { TestimonialCard, TestimonialCarousel, illustrativeLabel } from './TestimonialCarousel';
import {
  forcedColorsModes,
  inEachMode,
  responsiveModes,
  spanishModes,
} from '../../internal/storybook/modes';

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
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes } },
} satisfies Meta<typeof TestimonialCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Long enough for embla's slide to finish. */
const settle = { timeout: 3000 };

/** Slides whose card lies within the carousel's viewport. */
const visibleSlides = (canvas: Canvas) => {
  const carousel = canvas.getByRole('region', { name: 'Illustrative student stories' });
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
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Illustrative student stories' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slides[0]).toHaveAccessibleName('1 of 6');
    await expect(slides[0]?.parentElement).toHaveAttribute('aria-live', 'polite');
    // Seen on each card, and first in each card's accessible name.
    const cards = within(carousel).getAllByRole('figure');
    await expect(cards).toHaveLength(6);
    for (const card of cards) {
      await expect(within(card).getByText(illustrativeLabel)).toBeVisible();
      await expect(card).toHaveAccessibleName(new RegExp(`^${illustrativeLabel}`));
    }
    await inEachMode({
      mobile: async () => {
        await waitFor(() => expect(visibleSlides(canvas)).toEqual(['1 of 6']), settle);
        await expect(canvas.getAllByRole('button', { name: /^Go to page/ })).toHaveLength(6);
        await expect(canvas.getByRole('button', { name: 'Go to page 6 of 6' })).toBeVisible();
      },
      desktop: async () => {
        await waitFor(
          () => expect(visibleSlides(canvas)).toEqual(['1 of 6', '2 of 6', '3 of 6']),
          settle,
        );
        await expect(canvas.getAllByRole('button', { name: /^Go to page/ })).toHaveLength(3);
      },
    });
    await expect(
      await canvas.findByRole('button', { name: 'Previous testimonials' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Up to 600px, two slides are shown. */
export const SmallTablet: Story = {
  name: 'Small tablet',
  globals: { viewport: { value: 'tabletSmall', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(visibleSlides(canvas)).toEqual(['1 of 6', '2 of 6']));
    await expect(await canvas.findByRole('button', { name: 'Go to page 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** The first visible slide moves on by the scroll step (two). */
export const AfterNext: Story = {
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(visibleSlides(canvas)[0]).toBe('1 of 6'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next testimonials' }));
    await waitFor(
      () => expect(visibleSlides(canvas)).toEqual(['3 of 6', '4 of 6', '5 of 6']),
      settle,
    );
    await expect(canvas.getByRole('button', { name: 'Go to page 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      await canvas.findByRole('button', { name: 'Previous testimonials' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** Dots and arrows work with Tab and Enter. */
export const Keyboard: Story = {
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(visibleSlides(canvas)[0]).toBe('1 of 6'));
    canvas.getByRole('button', { name: 'Go to page 3 of 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(visibleSlides(canvas)).toEqual(['4 of 6', '5 of 6', '6 of 6']),
      settle,
    );
    await expect(canvas.getByRole('button', { name: 'Next testimonials' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(visibleSlides(canvas)[0]).toBe('3 of 6'), settle);
    await expect(
      await canvas.findByRole('button', { name: 'Previous testimonials' }),
    ).toHaveFocus();
  },
};

/** Both card designs: classic (white) and new (brand). */
export const BothDesigns: Story = {
  name: 'Both designs',
  args: { testimonials: sampleTestimonials.slice(0, 2) },
  play: async ({ canvas }) => {
    const [classic, fresh] = canvas.getAllByRole('figure');
    if (!classic || !fresh) throw new Error('two cards expected');
    await expect(getComputedStyle(classic).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(fresh).backgroundColor).toBe('rgb(5, 85, 61)');
    await expect(await within(fresh).findByText('Sample student B')).toBeVisible();
  },
};

/** One testimonial: no arrows, no dots. */
export const Single: Story = {
  name: 'One testimonial',
  args: { testimonials: sampleTestimonials.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(await canvas.findByRole('group', { name: '1 of 1' })).toBeVisible();
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
  play: async ({ canvas }) => {
    const figures = canvas.getAllByRole('figure');
    for (const figure of figures) {
      await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
    }
    await expect(await canvas.findByRole('group', { name: '3 of 3' })).toBeVisible();
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
      focusVisible: ['[aria-label="Next testimonials"]', '[aria-label^="Go to page 2 "]'],
      rootSelector: 'body',
    },
  },
  play: async ({ canvas }) => {
    const next = await canvas.findByRole('button', { name: 'Next testimonials' });
    // The addon applies its classes a task after the first render.
    await waitFor(async () => {
      await expect(next).toHaveClass('pseudo-focus-visible');
    });
    await expect(getComputedStyle(next).boxShadow).not.toBe('none');
    const dot = canvas.getByRole('button', { name: /^Go to page 2 of/ });
    await expect(getComputedStyle(dot).boxShadow).not.toBe('none');
    const previous = canvas.getByRole('button', { name: 'Previous testimonials' });
    await expect(getComputedStyle(previous).boxShadow).toBe('none');
    await expect(await canvas.findByRole('button', { name: /^Go to page 1 of/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};
