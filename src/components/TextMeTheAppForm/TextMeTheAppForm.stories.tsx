import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SEND_APP_LINK_MUTATION } from '../../helpers/api/sendAppLink';
import { BeemProvider } from '../BeemProvider/BeemProvider';
import { scriptFailedAttribute } from '../../helpers/hydration/scriptFailed';
import { sampleAppLinks } from './fixtures';
import { TextMeTheAppForm } from './TextMeTheAppForm';
import { msg } from '../../internal/storybook/messages';
import { responsiveModes, spanishModes } from '../../internal/storybook/modes';

/** Requests the mock API received in the current story. */
let requests: unknown[] = [];

const graphql = (answer: () => Promise<Response> | Response) =>
  http.post('*/graphql', async ({ request }) => {
    requests.push(await request.clone().json());
    return answer();
  });

const succeed = graphql(async () => {
  await delay(150);
  return HttpResponse.json({ data: { sendAppLink: { success: true } } });
});

/** The tracker the form reports to in the current story: a spy, as an app's would be. */
let tracker = { track: fn() };

const meta = {
  title: 'Beem components/TextMeTheAppForm',
  component: TextMeTheAppForm,
  tags: ['stable', 'client'],
  // Messages stay long enough for the screenshot; the AutoDismiss story tests the clearing.
  args: { appLinks: sampleAppLinks, statusDuration: 60_000 },
  parameters: { msw: { handlers: [succeed] }, modes: { ...responsiveModes, ...spanishModes } },
  beforeEach: () => {
    requests = [];
    tracker = { track: fn() };
  },
  // The tracker reaches the form as an app gives it: through BeemProvider.
  decorators: [
    (Story) => (
      <BeemProvider settings={{ tracker }}>
        <Story />
      </BeemProvider>
    ),
  ],
} satisfies Meta<typeof TextMeTheAppForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Pick<Context, 'canvas' | 'globals'>;

const status = (canvas: Context['canvas']) => canvas.getByRole('status');
const numberField = ({ canvas, globals }: Canvas) =>
  canvas.getByRole('textbox', { name: msg({ globals }, 'phone.label') });
const enterNumber = async ({ canvas, userEvent, globals }: Canvas & Pick<Context, 'userEvent'>) => {
  await userEvent.type(numberField({ canvas, globals }), '4152345678');
};
const submitButton = ({ canvas, globals }: Canvas) =>
  canvas.getByRole('button', { name: msg({ globals }, 'textMe.submit') });
/** The notice's first sentence, before its store links. */
const unavailableMessage = (context: Pick<Context, 'globals'>) => {
  const notice = msg(context, 'textMe.unavailable', { appStore: '', googlePlay: '' });
  return notice.slice(0, notice.indexOf('.') + 1);
};

/** The number field, the button, no message. */
export const Idle: Story = {
  play: async ({ canvas, globals, step }) => {
    await step('The number field is empty and the button is ready', async () => {
      await expect(numberField({ canvas, globals })).toHaveValue('');
      await expect(submitButton({ canvas, globals })).not.toHaveAttribute('aria-busy');
    });
    await step('No message shows, and the unavailable notice stays hidden', async () => {
      await expect(status(canvas)).toBeEmptyDOMElement();
      // The unavailable notice waits for the form's code to fail.
      await expect(
        canvas.getByText(unavailableMessage({ globals }), { exact: false }),
      ).not.toBeVisible();
    });
    await step('The form is named by its title', async () => {
      await expect(
        await canvas.findByRole('form', { name: msg({ globals }, 'textMe.title') }),
      ).toBeVisible();
    });
  },
};

/** The button shows the loader; a second click sends nothing. */
export const Sending: Story = {
  // The answer never comes, and the request's own limit (15 s, the Timeout story's subject) is
  // lifted to a day: the story stays in the sending state for as long as anyone looks at it.
  args: { requestOptions: { timeoutMs: 24 * 60 * 60 * 1000 } },
  parameters: {
    msw: {
      handlers: [
        graphql(async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Type a full number: the entry is reported, without the number', async () => {
      await enterNumber({ canvas, userEvent, globals });
      // That a full number was entered, and nothing of the number.
      await expect(tracker.track).toHaveBeenCalledTimes(1);
      await expect(tracker.track).toHaveBeenCalledWith('phone_entry', {
        label: 'text_me_the_app',
      });
    });
    await step(
      'Press Text me the app: one request goes and the button shows it is busy',
      async () => {
        await userEvent.click(submitButton({ canvas, globals }));
        await waitFor(() => expect(requests).toHaveLength(1));
        await expect(submitButton({ canvas, globals })).toHaveAttribute('aria-busy', 'true');
      },
    );
    await step('Pressing it again, by click or Enter, sends nothing more', async () => {
      await userEvent.click(submitButton({ canvas, globals }));
      await userEvent.keyboard('{Enter}');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(requests).toHaveLength(1);
      await expect(requests[0]).toEqual({
        query: SEND_APP_LINK_MUTATION,
        variables: {
          input: { phone: '+14152345678', beemUrl: 'https://trybeem.app.link/install' },
        },
      });
    });
    await step('The busy button keeps focus', async () => {
      await expect(await canvas.findByRole('button', { busy: true })).toHaveFocus();
    });
  },
};

/** "Link sent!" announced. */
export const Success: Story = {
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Type a number and press Text me the app: Link sent is announced', async () => {
      await enterNumber({ canvas, userEvent, globals });
      await userEvent.click(submitButton({ canvas, globals }));
      await waitFor(() =>
        expect(status(canvas)).toHaveTextContent(msg({ globals }, 'textMe.success')),
      );
    });
    await step('One request was sent, and the message shows', async () => {
      await expect(requests).toHaveLength(1);
      await expect(await canvas.findByText(msg({ globals }, 'textMe.success'))).toBeVisible();
    });
  },
};

/** A story where the API fails in one way; the visitor sees the one failure message. */
const failure = (answer: () => Promise<Response> | Response): Story => ({
  parameters: { msw: { handlers: [graphql(answer)] } },
  play: async ({ canvas, userEvent, globals, step }) => {
    await step(
      'Type a number and press Text me the app: the failure message is announced',
      async () => {
        await enterNumber({ canvas, userEvent, globals });
        await userEvent.click(submitButton({ canvas, globals }));
        await waitFor(
          () => expect(status(canvas)).toHaveTextContent(msg({ globals }, 'textMe.failure')),
          {
            timeout: 3000,
          },
        );
      },
    );
    await step("None of the server's own words show, and one request was sent", async () => {
      await expect(canvas.queryByText(/Bad gateway|upstream/)).toBeNull();
      await expect(requests).toHaveLength(1);
    });
    await step('The message asks for a real number', async () => {
      await expect(await canvas.findByText(msg({ globals }, 'textMe.failure'))).toBeVisible();
    });
  },
});

/** The server answers success false: the real-number message. */
export const SuccessFalse: Story = {
  ...failure(() => HttpResponse.json({ data: { sendAppLink: { success: false } } })),
  name: 'Success false',
  tags: ['test-only', '!autodocs'],
};
/** The server's answer has no success field: the real-number message. */
export const SuccessMissing: Story = {
  ...failure(() => HttpResponse.json({ data: { sendAppLink: null } })),
  name: 'Success missing',
  tags: ['test-only', '!autodocs'],
};
/** HTTP 500 with an HTML body: the real-number message, never the HTML. */
export const Http500Html: Story = {
  ...failure(
    () =>
      new HttpResponse('<html><h1>502 Bad gateway</h1><p>upstream</p></html>', {
        status: 500,
        headers: { 'Content-Type': 'text/html' },
      }),
  ),
  name: 'HTTP 500 with HTML',
  tags: ['test-only', '!autodocs'],
};
/** GraphQL errors in the answer: the real-number message. */
export const GraphqlErrors: Story = {
  ...failure(() =>
    HttpResponse.json({ errors: [{ message: 'Variable "$phone" invalid' }], data: null }),
  ),
  name: 'GraphQL errors',
  tags: ['test-only', '!autodocs'],
};
/** Malformed JSON in the answer: the real-number message. */
export const MalformedJson: Story = {
  ...failure(
    () => new HttpResponse('{"data": {', { headers: { 'Content-Type': 'application/json' } }),
  ),
  name: 'Malformed JSON',
  tags: ['test-only', '!autodocs'],
};
/** A network error: the real-number message. */
export const NetworkError: Story = {
  ...failure(() => HttpResponse.error()),
  name: 'Network error',
};
/** No answer before the timeout (300 ms here): the real-number message. */
export const Timeout: Story = {
  ...failure(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  args: { requestOptions: { timeoutMs: 300 } },
  tags: ['test-only', '!autodocs'],
};

/** Messages clear after their time (300 ms here; 5000 ms by default). */
export const AutoDismiss: Story = {
  name: 'Auto-dismiss',
  tags: ['test-only', '!autodocs'],
  args: { statusDuration: 300 },
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Send the link and Link sent is announced', async () => {
      await enterNumber({ canvas, userEvent, globals });
      await userEvent.click(submitButton({ canvas, globals }));
      await waitFor(() =>
        expect(status(canvas)).toHaveTextContent(msg({ globals }, 'textMe.success')),
      );
    });
    await step('The message clears after its time and the button is ready again', async () => {
      await waitFor(() => expect(status(canvas)).toBeEmptyDOMElement(), { timeout: 2000 });
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'textMe.submit') }),
      ).toBeEnabled();
    });
  },
};

/** Too short: no request, the field says why and takes focus. */
export const TooShort: Story = {
  name: 'Too short',
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const input = numberField({ canvas, globals });
    await step('Type too few digits and press Enter', async () => {
      await userEvent.type(input, '41555');
      await userEvent.keyboard('{Enter}');
    });
    await step('The field is marked invalid and keeps focus, and nothing is sent', async () => {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveFocus();
      await expect(requests).toHaveLength(0);
    });
    await step('The error says the number is incomplete', async () => {
      await expect(await canvas.findByText(msg({ globals }, 'phone.incomplete'))).toBeVisible();
    });
  },
};

/** Impossible number (212) 123-4567: no request, the message names the digits. */
export const ImpossibleNumber: Story = {
  name: 'Impossible number',
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const input = numberField({ canvas, globals });
    await step('Type a made-up number and press Text me the app', async () => {
      // No North American exchange starts with 1, so no phone can answer this number.
      await userEvent.type(input, '2121234567');
      await userEvent.click(submitButton({ canvas, globals }));
    });
    await step('The field is marked invalid, its error naming the digits', async () => {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(
        expect.stringContaining(msg({ globals }, 'phone.exchangeFormat', { exchange: '123' })),
      );
    });
    await step('Nothing is sent and no message is announced', async () => {
      await expect(requests).toHaveLength(0);
      await expect(status(canvas)).toBeEmptyDOMElement();
    });
    await step('The error shows under the field', async () => {
      await expect(
        await canvas.findByText(msg({ globals }, 'phone.exchangeFormat', { exchange: '123' })),
      ).toBeVisible();
    });
  },
};

/** The success message shows, and the mock API has had `count` requests in all. */
const sentInAll = async ({ canvas, globals }: Canvas, count: number) => {
  await waitFor(() => expect(status(canvas)).toHaveTextContent(msg({ globals }, 'textMe.success')));
  await expect(requests).toHaveLength(count);
};

/** Double click, Enter then click, Enter twice: one request each. */
export const DoubleSubmits: Story = {
  name: 'Double submits',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await enterNumber({ canvas, userEvent, globals });
    await step('A double click sends one request', async () => {
      await userEvent.dblClick(submitButton({ canvas, globals }));
      await sentInAll({ canvas, globals }, 1);
    });
    await step('Enter then a click sends one more', async () => {
      numberField({ canvas, globals }).focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(submitButton({ canvas, globals }));
      await sentInAll({ canvas, globals }, 2);
    });
    await step('Enter twice sends one more, and Link sent shows', async () => {
      numberField({ canvas, globals }).focus();
      await userEvent.keyboard('{Enter}{Enter}');
      await sentInAll({ canvas, globals }, 3);
      await expect(await canvas.findByText(msg({ globals }, 'textMe.success'))).toBeVisible();
    });
  },
};

/** Code failed to load: texting is unavailable, the app stores are offered. */
export const CodeFailed: Story = {
  name: 'Code failed to load',
  // What a page's loader sets around the form when the form's code could not load.
  decorators: [
    (Story) => (
      <div {...{ [scriptFailedAttribute]: '' }}>
        <Story />
      </div>
    ),
  ],
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const notice = canvas.getByText(unavailableMessage({ globals }), { exact: false });
    const appStore = within(notice).getByRole('link', { name: 'App Store' });
    await step('The notice links to the App Store and Google Play', async () => {
      await expect(appStore).toHaveAttribute('href', sampleAppLinks.ios);
      await expect(within(notice).getByRole('link', { name: 'Google Play' })).toHaveAttribute(
        'href',
        sampleAppLinks.android,
      );
    });
    await step('Tab past the field and the button to the App Store link', async () => {
      // Past the field and the button, the stores are next.
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(appStore).toHaveFocus();
    });
    await step('Texting is unavailable and the notice shows', async () => {
      await expect(notice).toBeVisible();
    });
  },
};
