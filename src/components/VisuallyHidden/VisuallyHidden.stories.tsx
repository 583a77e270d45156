import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { List, ListItem } from '../List/List';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import {
  VisuallyHidden,
  visuallyHiddenDefaults,
  visuallyHiddenElements,
  type VisuallyHiddenProps,
} from './VisuallyHidden';
import { storyText } from '../../internal/storybook/storyText';
import { CheckIcon } from '../Icon/icons';

const t = storyText({
  // The hidden words follow "Read more" in the same link, so they start with a space.
  ' about cash advances': ' sobre los adelantos de efectivo',
  'Up to $1,000 before payday, with no credit check.':
    'Hasta $1,000 antes de tu día de pago, sin revisión de crédito.',
  'Read more': 'Leer más',
  'What every plan includes': 'Lo que incluye cada plan',
  'No credit check': 'Sin revisión de crédito',
  'No interest and no late fees': 'Sin intereses ni cargos por pago tardío',
  'Cancel at any time': 'Cancela cuando quieras',
  Saved: 'Guardada',
  'Save this offer': 'Guardar esta oferta',
  'Offer saved to your favourites': 'Oferta guardada en tus favoritos',
  'Line 1': 'Línea 1',
  Name: 'Nombre',
  Rent: 'Alquiler',
  'Amount per month': 'Cantidad al mes',
});

/** Drawn nowhere: a box of one pixel, clipped to nothing, while still in the page. */
async function expectDrawnNowhere(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  await expect({ width: box.width, height: box.height }).toEqual({ width: 1, height: 1 });
  await expect(getComputedStyle(element).clipPath).toBe('inset(50%)');
}

const meta = {
  title: 'Components/Typography/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['beta', 'server'],
  args: { children: ' about cash advances' },
  argTypes: {
    as: {
      control: 'inline-radio',
      options: visuallyHiddenElements,
      table: { defaultValue: { summary: visuallyHiddenDefaults.as } },
    },
    children: { control: 'text' },
  },
  parameters: { storyText: t },
  // Alone it draws nothing: every story shows the visible words it completes.
  render: (args) => (
    <Text>
      {t('Up to $1,000 before payday, with no credit check.')}{' '}
      <Link href="/cash-advance">
        {t('Read more')}
        <VisuallyHidden {...args} />
      </Link>
    </Text>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Read more" on screen, "Read more about cash advances" to a screen reader.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const link = canvas.getByRole('link', {
      name: `${t('Read more')}${t(' about cash advances')}`,
    });
    const hidden = within(link).getByText(t(' about cash advances').trim());
    await step('The link is read in full, its extra words not drawn', async () => {
      await expect(hidden.tagName).toBe('SPAN');
      await expectDrawnNowhere(hidden);
    });
    await step('On screen the link is just as wide as Read more', async () => {
      // On screen the link is as wide as "Read more": the hidden words take no room in the line.
      const words = link.firstChild;
      if (!words) throw new Error('the link has no words of its own');
      const shown = document.createRange();
      shown.selectNodeContents(words);
      await expect(link.getBoundingClientRect().width).toBeCloseTo(
        shown.getBoundingClientRect().width,
        0,
      );
    });
  },
};

/** A list named by an h2 that only screen readers meet. */
export const SectionHeading: Story = {
  name: 'Section heading',
  args: { as: 'h2', id: 'perks-title', children: 'What every plan includes' },
  render: (args) => (
    <Box as="section" aria-labelledby="perks-title">
      <VisuallyHidden {...args} />
      <List icon={CheckIcon}>
        <ListItem>{t('No credit check')}</ListItem>
        <ListItem>{t('No interest and no late fees')}</ListItem>
        <ListItem>{t('Cancel at any time')}</ListItem>
      </List>
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const region = canvas.getByRole('region', { name: t('What every plan includes') });
    const heading = within(region).getByRole('heading', {
      level: 2,
      name: t('What every plan includes'),
    });
    await step('The section is named by a heading that is not drawn', async () => {
      await expectDrawnNowhere(heading);
    });
    await step('The list of three perks shows', async () => {
      await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
      await expect(within(region).getByText(t('No credit check'))).toBeVisible();
    });
  },
};

/** The status's words change with the button: the story's args set the rest of it. */
function SaveOffer(props: Omit<VisuallyHiddenProps, 'children'>) {
  const [saved, setSaved] = useState(false);
  return (
    <Box display="flex" alignItems="center" gap="4">
      <Button
        variant="secondary"
        onClick={() => {
          setSaved(true);
        }}
      >
        {saved ? t('Saved') : t('Save this offer')}
      </Button>
      <VisuallyHidden {...props}>{saved ? t('Offer saved to your favourites') : ''}</VisuallyHidden>
    </Box>
  );
}

/** Pressing Save announces "Offer saved to your favourites"; the button says "Saved". */
export const StatusMessage: Story = {
  name: 'Status message',
  args: { as: 'p', role: 'status' },
  // The words come from the button's state, not from an arg.
  argTypes: { children: { control: false } },
  render: ({ children: _words, ...args }) => <SaveOffer {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    const status = canvas.getByRole('status');
    await step('Nothing is announced yet, and Tab lands on Save this offer', async () => {
      await expect(status).toBeEmptyDOMElement();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: t('Save this offer') })).toHaveFocus();
    });
    await step('Press Enter: the saved offer is announced, without being drawn', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(status).toHaveTextContent(t('Offer saved to your favourites'));
      await expect(status.tagName).toBe('P');
      await expectDrawnNowhere(status);
    });
    await step('The button says Saved and keeps focus', async () => {
      await expect(canvas.getByRole('button', { name: t('Saved') })).toHaveFocus();
    });
  },
};

/** A fieldset named "Line 1" for screen readers, its boxes labelled on screen. */
export const Legend: Story = {
  args: { as: 'legend', children: 'Line 1' },
  render: (args) => (
    <Box as="fieldset" display="grid" gap="4" margin="0" padding="4">
      <VisuallyHidden {...args} />
      <TextField label={t('Name')} defaultValue={t('Rent')} />
      <TextField label={t('Amount per month')} defaultValue="850" inputMode="decimal" />
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const group = canvas.getByRole('group', { name: t('Line 1') });
    const legend = within(group).getByText(t('Line 1'));
    await step('The fields are grouped as Line 1, a legend that is not drawn', async () => {
      await expect(legend.tagName).toBe('LEGEND');
      await expectDrawnNowhere(legend);
    });
    await step('Each field is labelled on screen and holds its value', async () => {
      await expect(within(group).getByRole('textbox', { name: t('Name') })).toHaveValue(t('Rent'));
      await expect(within(group).getByRole('textbox', { name: t('Amount per month') })).toHaveValue(
        '850',
      );
    });
  },
};
