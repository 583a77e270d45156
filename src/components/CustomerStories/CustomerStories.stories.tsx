import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleTestimonials, sampleTestimonialsSpanish } from '../TestimonialCarousel/fixtures';
import { CustomerStories } from './CustomerStories';
import { responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  ...sampleTestimonialsSpanish,
  'How students can use Beem': 'Cómo los estudiantes pueden usar Beem',
  'Covering bills before payday, building credit and saving: what Beem can do for a college student.':
    'Cubrir cuentas antes del día de pago, construir crédito y ahorrar: lo que Beem puede hacer por un estudiante universitario.',
});

const meta = {
  title: 'Beem components/CustomerStories',
  component: CustomerStories,
  tags: ['beta', 'client'],
  // Sample illustrative testimonials; story images come from Storybook's static folder.
  args: {
    title: 'How students can use Beem',
    lead: 'Covering bills before payday, building credit and saving: what Beem can do for a college student.',
    testimonials: sampleTestimonials,
    imageHost: '',
  },
  parameters: { frame: 'bleed', modes: { ...responsiveModes, ...spanishModes }, storyText: t },
} satisfies Meta<typeof CustomerStories>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The home page section: heading, lead, the note that the stories are illustrative, and their
 * carousel.
 */
export const HomeSection: Story = {
  name: 'Home section',
  play: async ({ canvas, globals, step }) => {
    const section = canvas.getByRole('region', { name: t('How students can use Beem') });
    await step('The section has its heading and says the stories are illustrative', async () => {
      await expect(within(section).getByRole('heading', { level: 2 })).toBeVisible();
      await expect(within(section).getByRole('note')).toHaveTextContent(
        msg({ globals }, 'stories.note'),
      );
    });
    await step('The six stories are in a carousel', async () => {
      await expect(within(section).getAllByRole('group')).toHaveLength(6);
      await expect(
        await within(section).findByRole('region', {
          name: msg({ globals }, 'stories.illustrativeLabel'),
        }),
      ).toHaveAttribute('aria-roledescription', msg({ globals }, 'carousel.carousel'));
    });
  },
};

/** On /customer-stories the title is the page heading. */
export const PageHeading: Story = {
  name: 'Page heading',
  tags: ['test-only', '!autodocs'],
  args: { headingLevel: 1 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, step }) => {
    await step('The title is the page’s main heading', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: t('How students can use Beem') }),
      ).toBeVisible();
    });
  },
};
