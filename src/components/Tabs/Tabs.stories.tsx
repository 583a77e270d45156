import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, tabsActivations, type TabsProps } from './Tabs';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Cash advance': 'Adelanto de efectivo',
  Overview: 'Resumen',
  'Get part of your paycheck early and repay it on payday.':
    'Recibe parte de tu sueldo antes de tiempo y devuélvelo el día de pago.',
  Fees: 'Cargos',
  'No interest and no late fees.': 'Sin intereses ni cargos por pago atrasado.',
  Eligibility: 'Requisitos',
  'A checking account with regular deposits is all it takes.':
    'Solo necesitas una cuenta de cheques con depósitos regulares.',
  'Reading:': 'Leyendo:',
});

const sections = [
  {
    id: 'overview',
    label: 'Overview',
    text: 'Get part of your paycheck early and repay it on payday.',
  },
  { id: 'fees', label: 'Fees', text: 'No interest and no late fees.' },
  {
    id: 'eligibility',
    label: 'Eligibility',
    text: 'A checking account with regular deposits is all it takes.',
  },
] as const;

type SectionId = (typeof sections)[number]['id'];

function CashAdvanceTabs(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabList aria-label={t('Cash advance')}>
        {sections.map((section) => (
          <Tab key={section.id} id={section.id}>
            {t(section.label)}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.id} id={section.id}>
          <p>{t(section.text)}</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Components/Navigation/Tabs',
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel },
  tags: ['beta', 'client'],
  args: { onSelectionChange: fn() },
  argTypes: {
    keyboardActivation: { control: 'inline-radio', options: tabsActivations },
    defaultSelectedKey: { control: 'inline-radio', options: sections.map((s) => s.id) },
  },
  render: (args) => <CashAdvanceTabs {...args} />,
  // The selected bar, the focus ring and the hover tint must survive Windows high contrast.
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The selected tab's name and the text of the panel on show. */
const shown = (canvas: Canvas) => ({
  tab: canvas.getByRole('tab', { selected: true }).textContent,
  panel: canvas.getByRole('tabpanel').textContent,
});

/**
 * The tabs, once drawn. react-aria fills a collection a render after the first, once it has
 * subscribed to its items; the story tests' act() waits for that render, a browser playing the
 * story does not.
 */
const tabsDrawn = async (canvas: Canvas) =>
  expect(await canvas.findAllByRole('tab')).toHaveLength(sections.length);

/** Arrows, Home and End move the selection and the panel follows. */
export const Automatic: Story = {
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('The tabs are named Cash advance, and Tab lands on Overview', async () => {
      await expect(canvas.getByRole('tablist', { name: t('Cash advance') })).toBeVisible();
      await tabsDrawn(canvas);
      await userEvent.tab();
      await expect(canvas.getByRole('tab', { name: t('Overview') })).toHaveFocus();
    });
    await step('Right arrow selects Fees and its panel shows', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: t('Fees') })).toHaveFocus();
      await expect(shown(canvas)).toEqual({ tab: t('Fees'), panel: t(sections[1].text) });
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith('fees');
    });
    await step(
      'End goes to the last tab, the arrows wrap around, and Home goes back to the first',
      async () => {
        await userEvent.keyboard('{End}');
        await expect(shown(canvas)).toEqual({ tab: t('Eligibility'), panel: t(sections[2].text) });
        // The arrows wrap around.
        await userEvent.keyboard('{ArrowRight}');
        await expect(shown(canvas)).toEqual({ tab: t('Overview'), panel: t(sections[0].text) });
        await userEvent.keyboard('{ArrowLeft}');
        await userEvent.keyboard('{Home}');
        await expect(shown(canvas)).toEqual({ tab: t('Overview'), panel: t(sections[0].text) });
        // The panel labelled by its tab.
        await expect(canvas.getByRole('tabpanel', { name: t('Overview') })).toBeVisible();
      },
    );
    await step('Tab moves into the panel and Shift+Tab back to the selected tab', async () => {
      // One tab in the tab order: Tab leaves the list for the panel.
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel')).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(await canvas.findByRole('tab', { name: t('Overview') })).toHaveFocus();
    });
  },
};

/** Arrows only move focus; Enter or Space selects. */
export const Manual: Story = {
  tags: ['test-only', '!autodocs'],
  args: { keyboardActivation: 'manual' },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Right arrow moves focus to Fees but Overview stays selected', async () => {
      await tabsDrawn(canvas);
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: t('Fees') })).toHaveFocus();
      await expect(shown(canvas)).toEqual({ tab: t('Overview'), panel: t(sections[0].text) });
      await expect(args.onSelectionChange).not.toHaveBeenCalledWith('fees');
    });
    await step('Enter selects Fees', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(shown(canvas)).toEqual({ tab: t('Fees'), panel: t(sections[1].text) });
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith('fees');
    });
    await step('Right arrow and Space select Eligibility, which keeps focus', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await userEvent.keyboard(' ');
      await expect(shown(canvas)).toEqual({ tab: t('Eligibility'), panel: t(sections[2].text) });
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith('eligibility');
      await expect(await canvas.findByRole('tab', { name: t('Eligibility') })).toHaveFocus();
    });
  },
};

/** Fees selected at first, the tab that Tab reaches first. */
export const DefaultSelected: Story = {
  name: 'Selected at first',
  args: { defaultSelectedKey: 'fees' },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Fees is selected to begin with', async () => {
      await expect(shown(canvas)).toEqual({ tab: t('Fees'), panel: t(sections[1].text) });
    });
    await step('Tab lands on Fees without changing the selection', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tab', { name: t('Fees') })).toHaveFocus();
      await expect(args.onSelectionChange).not.toHaveBeenCalled();
    });
    await step('The Fees panel shows', async () => {
      await expect(await canvas.findByRole('tabpanel', { name: t('Fees') })).toBeVisible();
    });
  },
};

/** Controlled: the app holds the selection and shows it elsewhere on the page. */
function Controlled({ onSelectionChange }: Pick<TabsProps, 'onSelectionChange'>) {
  const [selected, setSelected] = useState<SectionId>('eligibility');
  const label = sections.find((section) => section.id === selected)?.label;
  return (
    <>
      <CashAdvanceTabs
        selectedKey={selected}
        onSelectionChange={(key) => {
          setSelected(key as SectionId);
          onSelectionChange?.(key);
        }}
      />
      <p role="status">
        {t('Reading:')} {label && t(label)}
      </p>
    </>
  );
}

/** Controlled through `selectedKey` and `onSelectionChange`; the page follows the tab. */
export const ControlledSelection: Story = {
  name: 'Controlled',
  tags: ['test-only', '!autodocs'],
  render: (args) => <Controlled onSelectionChange={args.onSelectionChange} />,
  play: async ({ canvas, userEvent, step }) => {
    await step('The app starts on Eligibility, and Tab lands on it', async () => {
      await expect(shown(canvas)).toEqual({ tab: t('Eligibility'), panel: t(sections[2].text) });
      await userEvent.tab();
      await expect(canvas.getByRole('tab', { name: t('Eligibility') })).toHaveFocus();
    });
    await step('Left arrow selects Fees and the page follows', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(shown(canvas)).toEqual({ tab: t('Fees'), panel: t(sections[1].text) });
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        `${t('Reading:')} ${t('Fees')}`,
      );
    });
  },
};

/** Greyed out and skipped by the arrows. */
export const DisabledTab: Story = {
  name: 'Disabled tab',
  args: { disabledKeys: ['fees'] },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await step('Fees is disabled', async () => {
      await tabsDrawn(canvas);
      await expect(canvas.getByRole('tab', { name: t('Fees') })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
    await step('Right arrow skips Fees and selects Eligibility', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');
      await expect(shown(canvas)).toEqual({ tab: t('Eligibility'), panel: t(sections[2].text) });
      await expect(await canvas.findByRole('tab', { name: t('Eligibility') })).toHaveFocus();
    });
  },
};

/** Overview selected, Fees hovered, Eligibility with keyboard focus. */
export const States: Story = {
  // Manual activation, so the arrows move focus without moving the selection.
  args: { keyboardActivation: 'manual' },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    const tab = (name: (typeof sections)[number]['label']) =>
      canvas.getByRole('tab', { name: t(name) });
    await step('End moves keyboard focus to Eligibility', async () => {
      await tabsDrawn(canvas);
      await userEvent.tab();
      await userEvent.keyboard('{End}');
      await expect(tab('Eligibility')).toHaveAttribute('data-focus-visible');
    });
    await step('Hover over Fees', async () => {
      await userEvent.hover(tab('Fees'));
      await waitFor(() => expect(tab('Fees')).toHaveAttribute('data-hovered'));
      // With motion on, the tint fades in: it is read once the fade has run.
      await Promise.all(
        tab('Fees')
          .getAnimations()
          .map((animation) => animation.finished),
      );
    });
    await step(
      'Fees is tinted, Eligibility has a focus ring, and Overview is underlined as selected',
      async () => {
        const rest = getComputedStyle(tab('Overview'));
        await expect(getComputedStyle(tab('Fees')).backgroundColor).not.toBe(rest.backgroundColor);
        await expect(getComputedStyle(tab('Eligibility')).boxShadow).not.toBe('none');
        await expect(getComputedStyle(tab('Overview'), '::after').height).toBe('3px');
        await expect(await canvas.findByRole('tab', { selected: true })).toHaveTextContent(
          t('Overview'),
        );
      },
    );
  },
};
