import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageBody, PageIntro } from './PageIntro';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  Membership: 'Membresía',
  'Simple plans, cancel anytime': 'Planes sencillos, cancela cuando quieras',
  'Every plan includes credit score tracking and student deals.':
    'Todos los planes incluyen seguimiento de tu puntaje de crédito y descuentos para estudiantes.',
  'credit score tracking': 'seguimiento de tu puntaje de crédito',
  'Page content sits in the same column as the heading.':
    'El contenido de la página va en la misma columna que el título.',
  'Page content': 'El contenido de la página',
});

const meta = {
  title: 'Beem components/PageIntro',
  component: PageIntro,
  subcomponents: { PageBody },
  tags: ['stable', 'server'],
  args: {
    eyebrow: 'Membership',
    title: 'Simple plans, cancel anytime',
    lead: 'Every plan includes credit score tracking and student deals.',
  },
  parameters: { frame: 'bleed', storyText: t },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof PageIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label, the page heading and a lead. */
export const WithLead: Story = {
  name: 'With lead',
  play: async ({ canvas, step }) => {
    await step('The label, the lead and the page heading show', async () => {
      await expect(canvas.getByText(t('Membership'))).toBeVisible();
      await expect(canvas.getByText(new RegExp(t('credit score tracking')))).toBeVisible();
      await expect(
        await canvas.findByRole('heading', { level: 1, name: t('Simple plans, cancel anytime') }),
      ).toBeVisible();
    });
  },
};

/** On a desktop, the heading only, with the content column below. */
export const WithBodyOnDesktop: Story = {
  name: 'Heading only, desktop',
  args: { eyebrow: undefined, lead: undefined },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <>
      <PageIntro {...args} />
      <PageBody>
        <p>{t('Page content sits in the same column as the heading.')}</p>
      </PageBody>
    </>
  ),
  play: async ({ canvas, step }) => {
    const heading = await canvas.findByRole('heading', { level: 1 });
    const text = canvas.getByText(new RegExp(t('Page content')));
    await step('The page content lines up with the heading', async () => {
      await expect(text.getBoundingClientRect().left).toBe(heading.getBoundingClientRect().left);
    });
  },
};
