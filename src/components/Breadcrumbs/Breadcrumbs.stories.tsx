import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BeemProvider } from '../BeemProvider/BeemProvider';
import { Breadcrumbs, breadcrumbsDefaults, type BreadcrumbItem } from './Breadcrumbs';
import {
  forcedColorsModes,
  inEachMode,
  responsiveModes,
  spanishModes,
} from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  Home: 'Inicio',
  Settings: 'Configuración',
  Notifications: 'Notificaciones',
  'Cash advance': 'Adelanto de efectivo',
  History: 'Historial',
  'Advance of January 15, 2027': 'Adelanto del 15 de enero de 2027',
  'Repayment schedule': 'Calendario de pagos',
});

const trail: BreadcrumbItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Settings', href: '/settings' },
  { label: 'Notifications' },
];

const meta = {
  title: 'Components/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['beta', 'server'],
  args: { items: trail },
  argTypes: {
    items: { control: false },
    collapse: { table: { defaultValue: { summary: String(breadcrumbsDefaults.collapse) } } },
  },
  parameters: {
    // It collapses on phones; its links' focus rings and colours must survive forced colours; it
    // names its landmark in the catalogue's words.
    modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tab goes through the pages above this one; the current page is the last item, marked as the
 * current page, and takes no focus. On a phone only the page above shows, as a back link.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Keyboard: Story = {
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const nav = canvas.getByRole('navigation', { name: msg({ globals }, 'breadcrumbs.label') });
    const current = canvas.getByText(t('Notifications'));
    await step('Notifications is marked as the current page and is not a link', async () => {
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(canvas.queryByRole('link', { name: t('Notifications') })).toBeNull();
    });
    const fromTheTop = () => {
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    };
    await inEachMode({
      mobile: async () => {
        await step('On a phone Tab reaches only the page above', async () => {
          fromTheTop();
          await expect(canvas.queryByRole('link', { name: t('Home') })).toBeNull();
          await userEvent.tab();
          await expect(canvas.getByRole('link', { name: t('Settings') })).toHaveFocus();
          await userEvent.tab();
          await expect(nav).not.toContainElement(
            canvasElement.ownerDocument.activeElement as HTMLElement,
          );
        });
      },
      desktop: async () => {
        await step(
          'On a desktop Tab goes to Home, then Settings, skipping the current page',
          async () => {
            fromTheTop();
            await userEvent.tab();
            await expect(canvas.getByRole('link', { name: t('Home') })).toHaveFocus();
            await userEvent.tab();
            await expect(canvas.getByRole('link', { name: t('Settings') })).toHaveFocus();
            await userEvent.tab();
            await expect(nav).not.toContainElement(
              canvasElement.ownerDocument.activeElement as HTMLElement,
            );
            await expect(current).toBeVisible();
          },
        );
      },
    });
    await step('The trail lists three pages', async () => {
      await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    });
  },
};

const navigate = fn();

/**
 * Through the app's router: with a `BeemProvider`, Enter on a link and a click both go to the
 * page with `navigate`, with no document load.
 */
export const Router: Story = {
  render: (args) => (
    <BeemProvider navigate={navigate}>
      <Breadcrumbs {...args} collapse={false} />
    </BeemProvider>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    navigate.mockClear();
    await step('Tab reaches Home first', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: t('Home') })).toHaveFocus();
    });
    await step('Enter on Settings goes there through the router', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(navigate).toHaveBeenLastCalledWith('/settings');
    });
    await step('Clicking Home goes there through the router, with no page load', async () => {
      await userEvent.click(canvas.getByRole('link', { name: t('Home') }));
      await expect(navigate).toHaveBeenLastCalledWith('/');
      await expect(navigate).toHaveBeenCalledTimes(2);
    });
  },
};

const longTrail: BreadcrumbItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Cash advance', href: '/cash-advance' },
  { label: 'History', href: '/cash-advance/history' },
  { label: 'Advance of January 15, 2027', href: '/cash-advance/history/2027-01-15' },
  { label: 'Repayment schedule' },
];

/** A long trail on a phone, collapsed: the page above, as "← Advance of January 15, 2027". */
export const LongTrailOnPhone: Story = {
  name: 'Long trail on a phone',
  args: { items: longTrail },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, step }) => {
    const links = canvas.getAllByRole('link');
    await step('Only one link shows: back to the page above', async () => {
      await expect(links).toHaveLength(1);
      await expect(links[0]).toHaveAccessibleName(t('Advance of January 15, 2027'));
      await expect(links[0]).toHaveAttribute('href', '/cash-advance/history/2027-01-15');
    });
    await step('The current page is hidden', async () => {
      await expect(canvas.getByText(t('Repayment schedule'))).not.toBeVisible();
    });
  },
};

/** The same trail with `collapse={false}`: every page, wrapped over lines. */
export const LongTrailWrapped: Story = {
  name: 'Long trail, wrapped',
  args: { items: longTrail, collapse: false },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, step }) => {
    await step('Every page of the trail shows, the current one included', async () => {
      await expect(canvas.getAllByRole('link')).toHaveLength(4);
      await expect(canvas.getByText(t('Repayment schedule'))).toBeVisible();
    });
    await step('The trail wraps within the phone’s width', async () => {
      const nav = canvas.getByRole('navigation');
      await expect(nav.scrollWidth).toBeLessThanOrEqual(
        canvasElement.ownerDocument.documentElement.clientWidth,
      );
    });
  },
};
