import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleFooter } from './fixtures';
import { Footer, footerVariants } from './Footer';
import { inEachMode, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  Product: 'Producto',
  Accounts: 'Cuentas',
  Transfers: 'Transferencias',
  Bills: 'Facturas',
  Goals: 'Metas',
  Statements: 'Estados de cuenta',
  'Spending report': 'Reporte de gastos',
  'Paycheck planner': 'Planificador de sueldo',
  Offers: 'Ofertas',
  Company: 'Empresa',
  About: 'Quiénes somos',
  Careers: 'Empleos',
  Press: 'Prensa',
  Contact: 'Contacto',
  Resources: 'Recursos',
  'Help centre': 'Centro de ayuda',
  'Terms of use': 'Términos de uso',
  'Privacy policy': 'Política de privacidad',
  Accessibility: 'Accesibilidad',
  Guides: 'Guías',
  Budgeting: 'Presupuesto',
  Saving: 'Ahorro',
  Credit: 'Crédito',
  Taxes: 'Impuestos',
  'Student life': 'Vida estudiantil',
  'A sample disclosure: who provides each service the app offers, and under which licence. An app passes the wording its legal team approves.':
    'Un aviso de ejemplo: quién presta cada servicio que ofrece la app y con qué licencia. Cada app pone el texto que aprueba su equipo legal.',
  'A second sample disclosure: the limits, eligibility and terms behind each starred figure on the page, in as many sentences as they need.':
    'Un segundo aviso de ejemplo: los límites, los requisitos y las condiciones detrás de cada cifra con asterisco de la página, en tantas oraciones como hagan falta.',
  '*Up to $1,000 for eligible members. Not all members qualify.':
    '*Hasta $1,000 para miembros que cumplan los requisitos. No todos los miembros califican.',
});
type Phrase = Parameters<typeof t>[0];

const meta = {
  title: 'Beem components/Footer',
  component: Footer,
  tags: ['stable', 'client'],
  args: sampleFooter,
  argTypes: { variant: { control: 'inline-radio', options: footerVariants } },
  parameters: { frame: 'bleed', modes: { ...responsiveModes, ...spanishModes }, storyText: t },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sections' names as the footer is handed them: in Spanish, the preview gives a story its
 * args with each phrase from the table.
 */
const sectionNames = () => t.shown(sampleFooter).sections.map((section) => section.name);

/** Every address the sample content gives the footer. */
const givenAddresses = new Set<string>([
  ...sampleFooter.sections.flatMap((section) => section.links.map((link) => link.href)),
  sampleFooter.appLinks.ios,
  sampleFooter.appLinks.android,
  ...sampleFooter.social.map((entry) => entry.url),
]);

/**
 * Badges, four link sections (two columns under the brand on a phone, one row beside it on a
 * desktop), social links, contact, address, © 2023.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals, step }) => {
    const footer = canvas.getByRole('contentinfo');
    await step('The four link sections show', async () => {
      for (const name of sectionNames()) {
        await expect(within(footer).getByRole('navigation', { name })).toBeVisible();
      }
    });
    const top = (name: string) =>
      Math.round(within(footer).getByRole('navigation', { name }).getBoundingClientRect().top);
    const brand = () =>
      within(footer)
        .getByRole('link', { name: msg({ globals }, 'header.home', { brand: 'Beem' }) })
        .getBoundingClientRect();
    await step(
      'On a phone they sit in two columns under the brand; wider, in one row beside it',
      async () => {
        await inEachMode({
          mobile: async () => {
            await expect(top(t('Company'))).toBe(top(t('Product')));
            await expect(top(t('Resources'))).toBeGreaterThan(top(t('Product')));
            await expect(top(t('Product'))).toBeGreaterThan(brand().bottom);
          },
          desktop: async () => {
            for (const name of sectionNames()) {
              await expect(top(name)).toBe(top(t('Product')));
            }
            const product = within(footer).getByRole('navigation', { name: t('Product') });
            await expect(product.getBoundingClientRect().left).toBeGreaterThan(brand().right);
          },
        });
      },
    );
    const social = within(footer).getByRole('list', { name: msg({ globals }, 'footer.social') });
    await step(
      'Social links stay in this tab; contact shows the email and city, with no phone line',
      async () => {
        for (const network of ['Facebook', 'Twitter', 'LinkedIn', 'YouTube', 'Instagram']) {
          const link = within(social).getByRole('link', {
            name: msg({ globals }, 'social.profile', { brand: 'Beem', network }),
          });
          // A footer holds no work to lose, so even a link to another site leaves the tab to the
          // visitor.
          await expect(link).not.toHaveAttribute('target');
        }
        await expect(
          within(footer).getByRole('link', { name: 'support@example.com' }),
        ).toHaveAttribute('href', 'mailto:support@example.com');
        // Only the contact lines given: no phone number here, so no phone line.
        const address = canvasElement.querySelector('address');
        await expect(address?.querySelector('a[href^="tel:"]')).toBeNull();
        await expect(address).toHaveTextContent('support@example.comSan Francisco, CA');
      },
    );
    await step('Every link goes where the footer was told, and © 2023 closes it', async () => {
      await expect(within(footer).getByRole('link', { name: t('Accessibility') })).toHaveAttribute(
        'href',
        '/accessibility',
      );
      // Every link is the home page, an address the footer was given, or mail.
      const known = ['/', ...givenAddresses].map((href) =>
        href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      );
      const knownHref = new RegExp(`^(mailto:.+|${known.join('|')})$`);
      for (const anchor of canvasElement.querySelectorAll('a')) {
        await expect(anchor).toHaveAttribute('href', expect.stringMatching(knownHref));
      }
      await expect(
        await within(footer).findByText(
          msg({ globals }, 'footer.rights', { year: 2023, brand: 'Beem' }),
        ),
      ).toBeVisible();
    });
  },
};

/** The new variant (dark) with the asterisk line for starred claims. */
export const NewVariantWithAsterisk: Story = {
  name: 'New variant',
  args: {
    variant: 'new',
    asteriskLine: '*Up to $1,000 for eligible members. Not all members qualify.',
  },
  play: async ({ canvas, step }) => {
    const footer = canvas.getByRole('contentinfo');
    await step('The footer is dark', async () => {
      await expect(getComputedStyle(footer).backgroundColor).toBe('rgb(18, 21, 28)');
    });
    await step('The asterisk line explains the starred claims', async () => {
      await expect(
        await within(footer).findByText(
          t('*Up to $1,000 for eligible members. Not all members qualify.'),
        ),
      ).toBeVisible();
    });
  },
};

/**
 * "About" hovered (underlined), "Careers" with keyboard focus (ring).
 *
 * A link's hover (underline) and keyboard focus (ring) forced on with
 * `parameters.pseudo`, beside links at rest.
 */
export const LinkStates: Story = {
  name: 'Link states',
  parameters: {
    pseudo: {
      hover: ['footer a[href="/about"]'],
      focusVisible: ['footer a[href="/careers"]'],
      rootSelector: 'body',
    },
  },
  play: async ({ canvas, step }) => {
    const link = (name: Phrase) => canvas.getByRole('link', { name: t(name) });
    await step('A hovered link is underlined; one at rest is not', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(link('About')).toHaveClass('pseudo-hover');
      });
      await expect(getComputedStyle(link('About')).textDecorationLine).toBe('underline');
      await expect(getComputedStyle(link('Press')).textDecorationLine).toBe('none');
    });
    await step('A link with keyboard focus has a ring', async () => {
      await expect(getComputedStyle(link('Careers')).boxShadow).not.toBe('none');
    });
    await step('The other links show at rest', async () => {
      await expect(await canvas.findByRole('link', { name: t('Contact') })).toBeVisible();
    });
  },
};
