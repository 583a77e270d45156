import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Container, containerDefaults, containerElements, containerWidths } from './Container';
import { inEachMode, responsiveModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'The page’s content column': 'La columna de contenido de la página',
  'at most': 'como máximo',
  Post: 'Artículo',
  'An article-width column, centred in the page column.':
    'Una columna del ancho de un artículo, centrada en la columna de la página.',
});

const Content = ({ children }: { children: ReactNode }) => (
  <Box padding="4" borderRadius="md" background="brandSubtle">
    <Text>{children}</Text>
  </Box>
);

const meta = {
  title: 'Components/Layout/Container',
  component: Container,
  tags: ['beta', 'server'],
  // The content's words are an arg, so they follow the locale; the render puts them in their box.
  args: { children: 'The page’s content column' },
  argTypes: {
    as: {
      control: 'select',
      options: containerElements,
      table: { defaultValue: { summary: containerDefaults.as } },
    },
    width: {
      control: 'inline-radio',
      options: containerWidths,
      table: { defaultValue: { summary: containerDefaults.width } },
    },
    gutters: { table: { defaultValue: { summary: String(containerDefaults.gutters) } } },
    children: { control: false },
  },
  render: ({ children, ...args }) => (
    <Container {...args}>
      <Content>{children}</Content>
    </Container>
  ),
  // Edge to edge, as on a page: the gutters are the container's own.
  parameters: { frame: 'bleed', modes: responsiveModes, storyText: t },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

/**
 * 1200px at most, centred, 16px gutters that stay on a phone.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const content = canvas.getByText(t('The page’s content column')).parentElement ?? document.body;
    const container = content.parentElement ?? document.body;
    await inEachMode({
      mobile: async () => {
        await step('On a phone the column fills the screen, keeping 16px gutters', async () => {
          await expect(box(container).width).toBe(window.innerWidth);
          await expect(box(content).left).toBe(16);
          await expect(window.innerWidth - box(content).right).toBe(16);
        });
      },
      desktop: async () => {
        await step('On a desktop the column is 1200px wide and centred', async () => {
          await expect(box(container).width).toBe(1200);
          await expect(box(container).left).toBe((window.innerWidth - 1200) / 2);
          await expect(box(content).width).toBe(1200 - 2 * 16);
        });
      },
    });
    await step('The content shows', async () => {
      await expect(await canvas.findByText(t('The page’s content column'))).toBeVisible();
    });
  },
};

/** Each width in px at the 16px root: content 1200px, article 44rem, prose 36rem. */
const maxWidths = { content: 1200, article: 704, prose: 576 } as const;

/** One container at each width (content, article and prose), each centred on the page. */
export const Widths: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack space="4">
      {containerWidths.map((width) => (
        <Container key={width} width={width}>
          <Content>
            {width}: {maxWidths[width]}px {t('at most')}
          </Content>
        </Container>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const containerOf = (width: (typeof containerWidths)[number]) =>
      box(
        canvas.getByText(`${width}: ${String(maxWidths[width])}px ${t('at most')}`).parentElement
          ?.parentElement ?? document.body,
      );
    await inEachMode({
      mobile: async () => {
        await step('On a phone every width fills the screen', async () => {
          for (const width of containerWidths) {
            await expect(containerOf(width).width).toBe(window.innerWidth);
          }
        });
      },
      desktop: async () => {
        await step('On a desktop each width stops at its limit, centred', async () => {
          for (const width of containerWidths) {
            const container = containerOf(width);
            await expect(container.width).toBe(maxWidths[width]);
            await expect(container.left).toBe(window.innerWidth - container.right);
          }
        });
      },
    });
    await step('All three widths show', async () => {
      await expect(await canvas.findByText(`prose: 576px ${t('at most')}`)).toBeVisible();
    });
  },
};

/**
 * Nested without gutters: an article column centred in the page column, as wide as it on a phone.
 */
export const Nested: Story = {
  args: {
    as: 'article',
    width: 'article',
    gutters: false,
    'aria-label': 'Post',
    children: 'An article-width column, centred in the page column.',
  },
  render: ({ children, ...args }) => (
    <Container as="main">
      <Stack space="4">
        <Heading level={1} size="xxl">
          Blog
        </Heading>
        <Container {...args}>
          <Content>{children}</Content>
        </Container>
      </Stack>
    </Container>
  ),
  play: async ({ canvas, step }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Blog' });
    const article = canvas.getByRole('article', { name: t('Post') });
    await step('The inner column adds no gutters of its own', async () => {
      await expect(getComputedStyle(article).paddingLeft).toBe('0px');
    });
    await inEachMode({
      mobile: async () => {
        await step('On a phone the article is as wide as the page column', async () => {
          await expect(box(article).left).toBe(box(heading).left);
          await expect(box(article).width).toBe(box(heading).width);
        });
      },
      desktop: async () => {
        await step(
          'On a desktop the article is 704px wide, centred in the page column',
          async () => {
            await expect(box(article).width).toBe(704);
            const column = box(heading);
            await expect(box(article).left - column.left).toBe(column.right - box(article).right);
          },
        );
      },
    });
    await step('The article sits inside the page’s main column', async () => {
      await expect(await canvas.findByRole('main')).toContainElement(article);
    });
  },
};
