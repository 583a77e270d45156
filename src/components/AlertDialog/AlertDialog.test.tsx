import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AlertDialog, useConfirm } from './AlertDialog';

describe('the server markup, before and without scripts', () => {
  const markup = renderToStaticMarkup(
    <AlertDialog
      id="delete-budget"
      title="Delete your March budget?"
      description="This cannot be undone."
      confirmLabel="Delete budget"
      tone="critical"
    />,
  );

  it('is a closed alertdialog named by its title and described by its consequence', () => {
    expect(markup).toMatch(/^<dialog[^>]*role="alertdialog"/);
    expect(markup).not.toMatch(/^<dialog[^>]*\sopen/);
    expect(markup).toContain('aria-labelledby="delete-budget-title"');
    expect(markup).toContain('aria-describedby="delete-budget-description"');
  });

  it('has no close button: Cancel, then the confirm button, submit its dialog form', () => {
    expect(markup).not.toContain('commandfor');
    const form = /<form[^>]*method="dialog"[^>]*>(.*)<\/form>/.exec(markup)?.[1] ?? '';
    const buttons = Array.from(form.matchAll(/<button[^>]*value="(\w+)"[^>]*>/g), (m) => m[1]);
    expect(buttons).toEqual(['cancel', 'confirm']);
    expect(form).toMatch(/<button value="cancel" type="submit"/);
    expect(form).toContain('Cancel');
    expect(form).toContain('Delete budget');
  });
});

describe('useConfirm', () => {
  it('names the provider it needs when there is none', () => {
    function Asks() {
      useConfirm();
      return null;
    }
    expect(() => renderToStaticMarkup(<Asks />)).toThrow(/ConfirmProvider/);
  });
});
