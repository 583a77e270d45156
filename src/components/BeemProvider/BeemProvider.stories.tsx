import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { BlockedScreen } from '../BlockedScreen/BlockedScreen';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { Pagination } from '../Pagination/Pagination';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { BeemProvider } from './BeemProvider';
import { msgPattern } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Route:': 'Ruta:',
  'Every fee is on one page:': 'Todos los cargos están en una sola página:',
  'see our fees': 'consulta nuestros cargos',
  'Get started': 'Empieza ya',
  'Cash advance': 'Adelanto de efectivo',
  'Up to $1,000 before payday.': 'Hasta $1,000 antes del día de pago.',
});

/** An app's router, in miniature: it keeps the route in state and shows it. */
function RouterDemo() {
  const [route, setRoute] = useState('/');
  return (
    <BeemProvider navigate={setRoute}>
      <Stack space="6">
        <Text as="p" aria-live="polite">
          {`${t('Route:')} ${route}`}
        </Text>
        <Text>
          {t('Every fee is on one page:')} <Link href="/fees">{t('see our fees')}</Link>.
        </Text>
        <Inline space="4">
          <Button href="/get-started">{t('Get started')}</Button>
        </Inline>
        <Card heading={t('Cash advance')} href="/cash-advance">
          {t('Up to $1,000 before payday.')}
        </Card>
        <Pagination page={2} pageCount={3} href="/activity?page={page}" />
      </Stack>
    </BeemProvider>
  );
}

const meta = {
  title: 'Beem components/BeemProvider',
  component: BeemProvider,
  tags: ['beta', 'client'],
  parameters: { storyText: t },
  argTypes: {
    navigate: { control: false },
    useHref: { control: false },
    settings: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof BeemProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the app's router: a link, a button link, a card and the page links all go through
 * `navigate`, by keyboard and pointer alike, and the page never reloads.
 */
export const Router: Story = {
  tags: ['played', 'matrix'],
  render: () => <RouterDemo />,
  play: async ({ canvasElement, userEvent, globals, step }) => {
    const canvas = within(canvasElement);
    const route = canvas.getByText(new RegExp(`^${t('Route:')}`));
    await step('Enter on the fees link goes to the fees page through the router', async () => {
      const fees = canvas.getByRole('link', { name: t('see our fees') });
      await expect(fees).toHaveAttribute('href', '/fees');
      fees.focus();
      await userEvent.keyboard('{Enter}');
      await expect(route).toHaveTextContent(`${t('Route:')} /fees`);
    });
    await step('Clicking the Get started button goes through the router', async () => {
      await userEvent.click(canvas.getByRole('link', { name: t('Get started') }));
      await expect(route).toHaveTextContent(`${t('Route:')} /get-started`);
    });
    await step('Clicking the Cash advance card goes through the router', async () => {
      await userEvent.click(canvas.getByRole('link', { name: t('Cash advance') }));
      await expect(route).toHaveTextContent(`${t('Route:')} /cash-advance`);
    });
    await step('Enter on Next page goes to page 3 without reloading', async () => {
      const next = canvas.getByRole('link', {
        name: msgPattern({ globals }, 'pagination.next'),
      });
      await expect(next).toHaveAttribute('href', '/activity?page=3');
      next.focus();
      await userEvent.keyboard('{Enter}');
      await expect(route).toHaveTextContent(`${t('Route:')} /activity?page=3`);
    });
  },
};

/**
 * Settings for this tree: the blocked-account screen below names the support address of the
 * site its provider gives, not the default's. Two providers on one server keep theirs apart (the
 * unit tests render two trees side by side).
 */
export const Settings: Story = {
  tags: ['matrix'],
  render: () => (
    <BeemProvider settings={{ siteUrl: 'https://www.beem.example' }}>
      <BlockedScreen headingLevel={2} onDone={() => undefined} />
    </BeemProvider>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The support address is the provider’s site’s, not the default', async () => {
      await expect(canvas.getByRole('link', { name: 'support@beem.example' })).toHaveAttribute(
        'href',
        'mailto:support@beem.example',
      );
    });
  },
};
