import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { enUS } from '../../helpers/locale/messages/en-US';
import { esUS } from '../../helpers/locale/messages/es-US';
import { OtpInput } from '../OtpInput/OtpInput';
import { Pagination } from '../Pagination/Pagination';
import { PhoneInput } from '../PhoneInput/PhoneInput';
import { Stack } from '../Stack/Stack';
import { beemLocales, LocaleProvider } from './LocaleProvider';

const catalogues = { 'en-US': enUS, 'es-US': esUS } as const;

const meta = {
  title: 'Beem components/LocaleProvider',
  component: LocaleProvider,
  // Each story shows the provider in the locale its args give, whatever the toolbar says: the
  // Spanish story is in Spanish and the English one in English in both toolbars.
  tags: ['beta', 'client', 'one-language'],
  args: { locale: 'es-US' },
  argTypes: {
    locale: { control: 'inline-radio', options: beemLocales },
    messages: { control: false },
  },
  // The catalogue follows the locale, as an app passes it.
  render: ({ locale }) => (
    <LocaleProvider locale={locale} messages={catalogues[locale]}>
      <Stack space="6">
        <PhoneInput value="" onChange={() => undefined} />
        <OtpInput />
        <Pagination page={2} pageCount={5} href={(page) => `/blog/page/${page}/`} />
      </Stack>
    </LocaleProvider>
  ),
} satisfies Meta<typeof LocaleProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * es-US: the phone field, the code boxes and the page links label themselves in Spanish; nothing
 * they were given as props changes.
 */
export const Spanish: Story = {
  tags: ['played'],
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('The phone field is labelled in Spanish and left empty', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Número de celular' })).toHaveValue('');
    });
    await step('Type a digit in the first code box and focus moves to the second', async () => {
      const code = canvas.getByRole('group', { name: 'Código de verificación' });
      const first = within(code).getByRole('textbox', { name: 'Dígito 1 de 4' });
      await userEvent.click(first);
      await userEvent.keyboard('7');
      await expect(within(code).getByRole('textbox', { name: 'Dígito 2 de 4' })).toHaveFocus();
    });
    await step('The page links read in Spanish and keep their addresses', async () => {
      const pages = canvas.getByRole('navigation', { name: 'Páginas' });
      await expect(within(pages).getByRole('link', { name: /Página anterior/ })).toHaveAttribute(
        'href',
        '/blog/page/1/',
      );
      await expect(pages).toHaveTextContent('Página 2 de 5');
    });
  },
};

/** en-US, the default: the same components, as they read with no provider at all. */
export const English: Story = {
  args: { locale: 'en-US' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The phone field, code boxes and page links read in English', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeVisible();
      await expect(canvas.getByRole('navigation', { name: 'Pages' })).toHaveTextContent(
        'Page 2 of 5',
      );
    });
  },
};
