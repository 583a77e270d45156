import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { pressKey } from '../../../internal/storybook/keyboard';
import { productIcons } from '../productIcons';
import * as openSet from '../icons';
import { IconGallery, iconGalleryText } from '../../../internal/storybook/IconGallery';
import { storyLocale } from '../../../internal/storybook/messages';
import { copyText } from '../../../../tokens/docs/Copy';

// The gallery's page is Foundations → Iconography, which draws it live; these are its tests.
const meta = {
  title: 'Components/Media/Icon gallery',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const openSetSize = Object.keys(openSet).length;
const productCount = Object.keys(productIcons).length;
const total = openSetSize + productCount;

/** Every icon the package exports: the open set by export name, then every product's icon. */
export const EveryIcon: Story = {
  name: 'Every icon',
  tags: ['matrix'],
  render: () => <IconGallery />,
  play: async ({ canvas, globals, step }) => {
    const text = iconGalleryText[storyLocale({ globals })];
    await step('Every interface icon, then every product icon, has a tile', async () => {
      const interfaceIcons = canvas.getByRole('region', {
        name: new RegExp(`^${text.interfaceIcons}`),
      });
      await expect(within(interfaceIcons).getAllByRole('button')).toHaveLength(openSetSize);
      const products = canvas.getByRole('region', { name: new RegExp(`^${text.productIcons}`) });
      await expect(within(products).getAllByRole('button')).toHaveLength(productCount);
    });
    await step('The search and savings tiles show the code that draws them', async () => {
      await expect(
        canvas.getByRole('button', {
          name: `${text.copy} SearchIcon <Icon icon={SearchIcon} />`,
        }),
      ).toBeVisible();
      await expect(
        canvas.getByRole('button', {
          name: `${text.copy} savings <ProductIcon name="savings" />`,
        }),
      ).toBeVisible();
    });
    await step('The count says how many icons there are in all', async () => {
      await expect(canvas.getByText(text.all(total))).toBeVisible();
    });
  },
};

/**
 * Found by typing and copied by keyboard: the field filters the grid as it is typed in, a polite
 * status says how many match, a Lucide name finds its export, and Enter on a tile copies the JSX
 * that draws it.
 */
export const FindAndCopy: Story = {
  name: 'Found by typing, copied by keyboard',
  tags: ['matrix', 'played'],
  render: () => <IconGallery />,
  play: async ({ canvas, globals, step }) => {
    const locale = storyLocale({ globals });
    const text = iconGalleryText[locale];
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const field = canvas.getByRole('searchbox', { name: text.label });
    const count = canvas.getByText(text.all(total));
    /** What each tile shown copies, in order: the JSX its name ends with. */
    const shown = () =>
      canvas
        .getAllByRole('button', { name: new RegExp(`^${text.copy} `) })
        .map((tile) => tile.querySelector('code')?.textContent);

    await step('Tab reaches the field; a Lucide name finds its export', async () => {
      await pressKey('{Tab}');
      await expect(field).toHaveFocus();
      await pressKey('trash');
      await waitFor(() => expect(count).toHaveTextContent(text.some(1, total, 'trash')));
      await expect(shown()).toEqual(['<Icon icon={DeleteIcon} />']);
    });

    await step('Nothing matches: the status says so', async () => {
      await pressKey('{Escape}');
      await pressKey('zebra');
      await waitFor(() => expect(count).toHaveTextContent(text.none('zebra')));
      await expect(canvas.queryAllByRole('button', { name: new RegExp(`^${text.copy} `) })).toEqual(
        [],
      );
    });

    await step('Typing filters both groups as it goes', async () => {
      await pressKey('{Escape}');
      await pressKey('arrow');
      await waitFor(() => expect(count).toHaveTextContent(text.some(6, total, 'arrow')));
      await expect(shown()).toEqual([
        '<Icon icon={ArrowDownIcon} />',
        '<Icon icon={ArrowLeftIcon} />',
        '<Icon icon={ArrowRightIcon} />',
        '<Icon icon={ArrowUpIcon} />',
        '<Icon icon={SortIcon} />',
        '<ProductIcon name="sendReceive" />',
      ]);
    });

    await step(
      'Tab to the first icon; Enter copies the code that draws it, and says so',
      async () => {
        await pressKey('{Tab}');
        const first = canvas.getByRole('button', {
          name: `${text.copy} ArrowDownIcon <Icon icon={ArrowDownIcon} />`,
        });
        await expect(first).toHaveFocus();
        await pressKey('{Enter}');
        await expect(writeText).toHaveBeenLastCalledWith('<Icon icon={ArrowDownIcon} />');
        await waitFor(() =>
          expect(
            canvas.getByText(copyText[locale].copied('<Icon icon={ArrowDownIcon} />')),
          ).toHaveAttribute('role', 'status'),
        );
      },
    );
    writeText.mockRestore();
  },
};
