import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scriptFailedAttribute } from '../../helpers/hydration/scriptFailed';
import { Text } from '../Text/Text';
import { NeedsScript } from './NeedsScript';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const message = 'The tax calculator needs JavaScript. Turn it on, or try again later.';

const t = storyText({
  [message]:
    'La calculadora de impuestos necesita JavaScript. Actívalo o vuelve a intentarlo más tarde.',
  "The calculator's fields, working as usual.":
    'Los campos de la calculadora, funcionando como siempre.',
});

const meta = {
  title: 'Components/Feedback/NeedsScript',
  component: NeedsScript,
  tags: ['stable', 'server'],
  args: { children: message },
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof NeedsScript>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tool's code failed to load: the notice shows in the tool's place. */
export const ScriptFailed: Story = {
  name: 'Script failed',
  render: (args) => (
    <div {...{ [scriptFailedAttribute]: '' }}>
      <NeedsScript {...args} />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('The notice shows in place of the tool', async () => {
      await expect(canvas.getByText(t(message))).toBeVisible();
    });
  },
};

/** The tool's code runs: the notice stays hidden and the tool is all there is. */
export const ScriptRunning: Story = {
  name: 'Script running',
  render: (args) => (
    <div>
      <Text>{t("The calculator's fields, working as usual.")}</Text>
      <NeedsScript {...args} />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('The tool shows and the notice stays hidden', async () => {
      await expect(canvas.getByText(t("The calculator's fields, working as usual."))).toBeVisible();
      await expect(canvas.getByText(t(message))).not.toBeVisible();
    });
  },
};
