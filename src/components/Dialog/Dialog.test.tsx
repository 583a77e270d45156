import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog, DialogAction, DialogTrigger } from './Dialog';

const attributes = (markup: string, tag: string): Record<string, string> => {
  const match = new RegExp(`<${tag}\\b([^>]*)>`).exec(markup);
  if (!match) throw new Error(`no <${tag}>`);
  return Object.fromEntries(
    Array.from((match[1] ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g), (m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
};

describe('the server markup, before and without scripts', () => {
  const markup = renderToStaticMarkup(
    <>
      <DialogTrigger dialog="confirm">Delete March budget</DialogTrigger>
      <Dialog
        id="confirm"
        title="Delete your March budget?"
        description="This cannot be undone."
        actions={
          <>
            <Button type="submit" value="cancel">
              Keep budget
            </Button>
            <Button type="submit" value="delete">
              Delete budget
            </Button>
          </>
        }
      >
        Its categories go with it.
      </Dialog>
    </>,
  );

  it('has a closed dialog with its content in the page', () => {
    const dialog = attributes(markup, 'dialog');
    expect(dialog.id).toBe('confirm');
    expect(dialog).not.toHaveProperty('open');
    expect(markup).toContain('Its categories go with it.');
  });

  it('names the dialog by its title and describes it by its description', () => {
    const dialog = attributes(markup, 'dialog');
    expect(attributes(markup, 'h2').id).toBe(dialog['aria-labelledby']);
    expect(attributes(markup, 'p').id).toBe(dialog['aria-describedby']);
  });

  it('opens from a trigger with the show-modal invoker command', () => {
    const trigger = attributes(markup, 'button');
    expect(trigger).toMatchObject({
      type: 'button',
      commandfor: 'confirm',
      command: 'show-modal',
      'aria-haspopup': 'dialog',
    });
  });

  it('closes from its close button with the close command, and from its actions natively', () => {
    expect(markup).toMatch(/<button[^>]*aria-label="Close"[^>]*commandfor="confirm"[^>]*>/);
    expect(markup).toMatch(/<button[^>]*commandfor="confirm"[^>]*command="close"/);
    const form = /<form[^>]*>(.*?)<\/form>/.exec(markup);
    expect(attributes(form?.[0] ?? '', 'form').method).toBe('dialog');
    expect(attributes(form?.[1] ?? '', 'button')).toMatchObject({
      type: 'submit',
      value: 'cancel',
    });
  });
});

describe('a dialog without a visible title', () => {
  it('is named by aria-label and shows its header beside the close button', () => {
    const markup = renderToStaticMarkup(
      <Dialog aria-label="Menu" header={<a href="/">Beem</a>} closeLabel="Close menu">
        Links
      </Dialog>,
    );
    const dialog = attributes(markup, 'dialog');
    expect(dialog['aria-label']).toBe('Menu');
    expect(dialog).not.toHaveProperty('aria-labelledby');
    expect(markup).not.toContain('<h2');
    expect(markup).toMatch(/<a href="\/">Beem<\/a><button[^>]*aria-label="Close menu"/);
  });
});

describe('an action that runs before the dialog closes', () => {
  it('is still a plain submit of the dialog form, for a page without scripts', () => {
    const markup = renderToStaticMarkup(
      <Dialog
        title="Move $40 to savings?"
        actions={
          <DialogAction value="move" onAction={() => Promise.resolve()}>
            Move $40
          </DialogAction>
        }
      />,
    );
    const form = /<form[^>]*>(.*?)<\/form>/.exec(markup);
    expect(attributes(form?.[0] ?? '', 'form').method).toBe('dialog');
    const button = attributes(form?.[1] ?? '', 'button');
    expect(button).toMatchObject({ type: 'submit', value: 'move' });
    expect(button).not.toHaveProperty('aria-busy');
    expect(button).not.toHaveProperty('aria-disabled');
  });
});
