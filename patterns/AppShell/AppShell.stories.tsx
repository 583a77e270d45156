import { Heading, Stack, Text, useLocale } from '@beem/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pressKey } from '../../src/internal/storybook/keyboard';
import { msg } from '../../src/internal/storybook/messages';
import { responsiveModes } from '../../src/internal/storybook/modes';
import { storyText } from '../../src/internal/storybook/storyText';
import { AppShell } from './AppShell';

const t = storyText({
  'Cash advance': 'Adelanto de efectivo',
  'The screen goes here, between the bars.': 'Aquí va la pantalla, entre las barras.',
  Main: 'Principal',
  Activity: 'Actividad',
  Advance: 'Adelanto',
  Send: 'Enviar',
  Account: 'Cuenta',
});

/** Stands in for a screen. */
function ScreenHere() {
  // The element is the same arg whatever the language, so React would keep its first words:
  // reading the locale redraws it when the toolbar's language changes.
  useLocale();
  return (
    <Stack space="2">
      <Heading level={1} size="xl">
        {t('Cash advance')}
      </Heading>
      <Text tone="muted">{t('The screen goes here, between the bars.')}</Text>
    </Stack>
  );
}

const meta = {
  title: 'Patterns/App shell',
  component: AppShell,
  args: {
    current: 'advance',
    children: <ScreenHere />,
  },
  // The shell draws its own gutters and bars edge to edge, as the app does.
  parameters: { frame: 'bleed', modes: responsiveModes, storyText: t },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The four places, in reading order, with the current one marked: at a phone's width the tab bar
 * at the foot, at a desktop's the bar across the top, and only one of them at a time.
 */
export const Current: Story = {
  name: 'Current place marked',
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    // The other size's bar is hidden, so it has no role at all: one navigation, not two.
    const nav = canvas.getByRole('navigation', { name: t('Main') });
    await step('One bar lists the four places in order, with Advance marked as here', async () => {
      const places = within(nav).getAllByRole('link');
      await expect(
        places.map((link) => link.getAttribute('aria-label') ?? link.textContent),
      ).toEqual([t('Activity'), t('Advance'), t('Send'), t('Account')]);
      const here = within(nav).getByRole('link', { current: 'page' });
      await expect(here).toHaveAccessibleName(t('Advance'));
      await expect(here).toHaveAttribute('href', '/advance');
    });

    // The skip link comes first and passes both bars: Enter lands in the screen.
    await step('The first Tab reaches the skip link', async () => {
      await userEvent.tab();
      const skip = canvas.getByRole('link', { name: msg({ globals }, 'layout.skip') });
      await expect(skip).toHaveFocus();
    });
    await step('Enter on the skip link moves focus past the bars into the screen', async () => {
      await pressKey('{Enter}');
      await expect(canvas.getByRole('main')).toHaveFocus();
    });
  },
};
