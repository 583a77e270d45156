import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FeatureContent } from './featureContent';
import { FeaturePage } from './FeaturePage';
import { sampleAppLinks } from '../TextMeTheAppForm/fixtures';
import { TextMeTheAppForm } from '../TextMeTheAppForm/TextMeTheAppForm';
import { inEachMode, responsiveModes } from '../../internal/storybook/modes';
import { msg, type StoryGlobals } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Instant cash advance': 'Adelanto de efectivo al instante',
  'Cash before payday.': 'Efectivo antes del día de pago.',
  'Cash before payday, without the stress': 'Efectivo antes del día de pago, sin estrés',
  'Get a cash advance of up to $1,000*': 'Recibe un adelanto de efectivo de hasta $1,000*',
  '*Not a loan; no interest. Eligibility and amounts vary, and not all members qualify.':
    '*No es un préstamo; no tiene intereses. La elegibilidad y los montos varían, y no todos los miembros califican.',
  'Cover the gap until your paycheck lands, then pay it back automatically.':
    'Cubre el hueco hasta que llegue tu cheque y luego págalo automáticamente.',
  'Link your bank': 'Vincula tu banco',
  'Connect the account your pay arrives in.': 'Conecta la cuenta donde recibes tu pago.',
  'Pick your amount': 'Elige tu monto',
  'Choose how much you need, up to your limit.': 'Elige cuánto necesitas, hasta tu límite.',
  'Repay on payday': 'Paga en tu día de pago',
  'It is paid back from your next paycheck.': 'Se paga con tu próximo cheque.',
  'No interest': 'Sin intereses',
  'An advance is not a loan.': 'Un adelanto no es un préstamo.',
  'No credit check': 'Sin revisión de crédito',
  'Your score is not affected.': 'Tu puntaje no se ve afectado.',
  Fast: 'Rápido',
  'Instant delivery in minutes.': 'Entrega instantánea en minutos.',
  'Is it a loan?': '¿Es un préstamo?',
  'No: there is no interest.': 'No: no hay intereses.',
  'How fast is it?': '¿Qué tan rápido es?',
  'Minutes with instant delivery.': 'Minutos, con la entrega instantánea.',
  'Can I repay early?': '¿Puedo pagar antes?',
  'Yes, at any time in the app.': 'Sí, cuando quieras, en la app.',
  Deals: 'Descuentos',
  'Discounts that fit a student budget': 'Descuentos a la medida de un presupuesto de estudiante',
  'Save on the things you already buy': 'Ahorra en lo que ya compras',
  'Example tool': 'Herramienta de ejemplo',
  'An interactive tool renders here.': 'Aquí se muestra una herramienta interactiva.',
});

/** Where a feature page's tool goes; an app passes its own. */
function ExampleTool() {
  return (
    <section aria-label={t('Example tool')}>
      <p>{t('An interactive tool renders here.')}</p>
    </section>
  );
}

const cashAdvance = {
  path: '/get-instant-cash-advance',
  seo: { title: 'Instant cash advance', description: 'Cash before payday.' },
  eyebrow: 'Instant cash advance',
  title: 'Cash before payday, without the stress',
  claim: 'Get a cash advance of up to $1,000*',
  footnote: '*Not a loan; no interest. Eligibility and amounts vary, and not all members qualify.',
  lead: 'Cover the gap until your paycheck lands, then pay it back automatically.',
  icon: 'instantCash',
  scene: 'cashAdvance',
  steps: [
    { title: 'Link your bank', body: 'Connect the account your pay arrives in.' },
    { title: 'Pick your amount', body: 'Choose how much you need, up to your limit.' },
    { title: 'Repay on payday', body: 'It is paid back from your next paycheck.' },
  ],
  benefits: [
    { title: 'No interest', body: 'An advance is not a loan.' },
    { title: 'No credit check', body: 'Your score is not affected.' },
    { title: 'Fast', body: 'Instant delivery in minutes.' },
  ],
  faq: [
    { question: 'Is it a loan?', answer: 'No: there is no interest.' },
    { question: 'How fast is it?', answer: 'Minutes with instant delivery.' },
    { question: 'Can I repay early?', answer: 'Yes, at any time in the app.' },
  ],
} as const satisfies FeatureContent;

const meta = {
  title: 'Beem components/FeaturePage',
  component: FeaturePage,
  tags: ['beta', 'client'],
  args: { content: cashAdvance, form: <TextMeTheAppForm appLinks={sampleAppLinks} /> },
  parameters: { frame: 'bleed', modes: responsiveModes, storyText: t },
} satisfies Meta<typeof FeaturePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The hero's order: the form under the headline at every width, and the product illustration
 * below both on a phone, beside them on a desktop.
 */
const heroLayout = (hero: HTMLElement, globals: StoryGlobals['globals']) => {
  const parts = () => ({
    title: within(hero).getByRole('heading', { level: 1 }).getBoundingClientRect(),
    field: within(hero)
      .getByRole('textbox', { name: msg({ globals }, 'phone.label') })
      .getBoundingClientRect(),
    art: illustrationOf(hero).getBoundingClientRect(),
  });
  return {
    mobile: async () => {
      const { title, field, art } = parts();
      await expect(field.top).toBeGreaterThan(title.bottom);
      await expect(art.top).toBeGreaterThan(field.bottom);
    },
    desktop: async () => {
      const { title, field, art } = parts();
      await expect(field.top).toBeGreaterThan(title.bottom);
      await expect(art.left).toBeGreaterThan(Math.max(title.right, field.right));
    },
  };
};

/** The illustration is hidden from assistive technology, so it is found by its element. */
const illustrationOf = (hero: HTMLElement) => {
  const art = hero.querySelector<SVGSVGElement>('svg[data-scene]');
  if (!art) throw new Error('The hero has no product illustration.');
  return art;
};

/**
 * A claim with its footnote, the form under it, a cash-advance illustration (below on a phone,
 * beside on a desktop), three steps, benefits and FAQ.
 */
export const ClaimWithFootnote: Story = {
  name: 'Claim with footnote',
  play: async ({ canvas, globals, step }) => {
    const hero = canvas.getByRole('region', { name: t(cashAdvance.title) });
    await step(
      'The headline leads, the form under it, the illustration below or beside',
      async () => {
        await expect(within(hero).getByRole('heading', { level: 1 })).toBeVisible();
        await inEachMode(heroLayout(hero, globals));
        await expect(illustrationOf(hero)).toHaveAttribute('aria-hidden', 'true');
        await expect(illustrationOf(hero)).toHaveAttribute('data-scene', 'cashAdvance');
      },
    );
    await step('The claim shows with its footnote, and the phone field is ready', async () => {
      await expect(within(hero).getByText(t(cashAdvance.claim))).toBeVisible();
      await expect(within(hero).getByText(t(cashAdvance.footnote))).toBeVisible();
      await expect(
        within(hero).getByRole('textbox', { name: msg({ globals }, 'phone.label') }),
      ).toBeVisible();
    });
    await step('How it works has three numbered steps, and there are three benefits', async () => {
      const steps = canvas.getByRole('region', { name: msg({ globals }, 'featurePage.steps') });
      await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
      await expect(within(steps).getByRole('list').tagName).toBe('OL');
      const benefits = canvas.getByRole('region', {
        name: msg({ globals }, 'featurePage.benefits'),
      });
      await expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    });
    await step('The page ends with the FAQ', async () => {
      await expect(
        await canvas.findByRole('region', { name: msg({ globals }, 'faq.title') }),
      ).toBeVisible();
    });
  },
};

/** A claim with no figure: no footnote, the hero laid out as usual, the deals icon on the phone. */
export const WithoutFigure: Story = {
  name: 'Without figure',
  args: {
    content: {
      ...cashAdvance,
      eyebrow: 'Deals',
      title: 'Discounts that fit a student budget',
      claim: 'Save on the things you already buy',
      footnote: undefined,
      icon: 'deals',
      scene: undefined,
    },
  },
  play: async ({ canvas, globals, step }) => {
    const hero = canvas.getByRole('region', {
      name: t('Discounts that fit a student budget'),
    });
    await step('There is no footnote, and the hero is laid out as usual', async () => {
      await expect(within(hero).queryByText(/^\*/)).toBeNull();
      await inEachMode(heroLayout(hero, globals));
    });
    await step('The phone in the illustration shows the deals icon', async () => {
      await expect(illustrationOf(hero)).toHaveAttribute('data-scene', 'product');
      await expect(illustrationOf(hero).querySelectorAll('svg.lucide-tag')).toHaveLength(2);
    });
    await step('The rest of the page follows', async () => {
      await expect(await canvas.findByText(t('Save on the things you already buy'))).toBeVisible();
    });
  },
};

/** With a tool: it sits between the hero and "How it works". */
export const WithTool: Story = {
  name: 'With a tool',
  args: {
    children: <ExampleTool />,
  },
  play: async ({ canvas, globals, step }) => {
    const tool = canvas.getByRole('region', { name: t('Example tool') });
    const steps = canvas.getByRole('region', { name: msg({ globals }, 'featurePage.steps') });
    const hero = canvas.getByRole('region', { name: t(cashAdvance.title) });
    await step('The tool sits between the hero and How it works', async () => {
      await expect(hero).toPrecede(tool);
      await expect(tool).toPrecede(steps);
    });
    await step('The tool shows', async () => {
      await expect(await canvas.findByText(t('An interactive tool renders here.'))).toBeVisible();
    });
  },
};
