import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, FieldGroup, joinIds, optionalMark, useFieldControl } from './FieldBase';

/** The attributes of the first element with the given tag, read from server markup. */
function attributes(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...element.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => [
      name,
      value,
    ]),
  );
}

const textOf = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];

function ControlFromContext() {
  return <input {...useFieldControl()} />;
}

describe('joinIds', () => {
  it('lists the ids in order and leaves out the missing ones', () => {
    expect(joinIds('a-hint', undefined, false, 'a-error')).toBe('a-hint a-error');
  });

  it('is undefined when there is nothing to list, so no empty attribute is written', () => {
    expect(joinIds(undefined, false, null, '')).toBeUndefined();
  });
});

describe('Field', () => {
  it('ties the label to the control and describes it with the hint, then the error', () => {
    const html = renderToStaticMarkup(
      <Field label="Email" hint="For statements." error="Enter an email." id="email">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(attributes(html, 'label').for).toBe('email');
    const input = attributes(html, 'input');
    expect(input.id).toBe('email');
    expect(input['aria-describedby']).toBe('email-hint email-error');
    expect(input['aria-invalid']).toBe('true');
    expect(textOf(html, 'email-hint')).toBe('For statements.');
    expect(textOf(html, 'email-error')).toBe('Enter an email.');
    expect(html).toMatch(/<p id="email-error"[^>]*role="alert"/);
  });

  it('makes up an id when none is given, the same one for the label and the control', () => {
    const html = renderToStaticMarkup(
      <Field label="Email">{(control) => <input {...control} />}</Field>,
    );
    const id = attributes(html, 'input').id;
    expect(id).toBeTruthy();
    expect(attributes(html, 'label').for).toBe(id);
  });

  it('marks nothing invalid and describes nothing without a hint or an error', () => {
    const html = renderToStaticMarkup(
      <Field label="Email" error="" hint={null}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = attributes(html, 'input');
    expect(input).not.toHaveProperty('aria-describedby');
    expect(input).not.toHaveProperty('aria-invalid');
    expect(html).not.toContain('role="alert"');
  });

  it('reads further descriptions after the hint and before the error', () => {
    const html = renderToStaticMarkup(
      <Field label="Note" hint="Be brief." error="Too long." describedBy="count" id="note">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    expect(attributes(html, 'textarea')['aria-describedby']).toBe('note-hint count note-error');
  });

  it('hands the same props to a control that reads the context', () => {
    const html = renderToStaticMarkup(
      <Field label="Email" hint="For statements." id="email" required disabled>
        <ControlFromContext />
      </Field>,
    );
    const input = attributes(html, 'input');
    expect(input.id).toBe('email');
    expect(input['aria-describedby']).toBe('email-hint');
    expect(input).toHaveProperty('required');
    expect(input).toHaveProperty('disabled');
  });

  it('says "(optional)" in the label of an optional field, and nothing when it is required', () => {
    const optional = renderToStaticMarkup(
      <Field label="Middle name" optional>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(optional).toContain(optionalMark);
    expect(attributes(optional, 'input')).not.toHaveProperty('required');
    const both = renderToStaticMarkup(
      <Field label="Middle name" optional required>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(both).not.toContain(optionalMark);
    expect(attributes(both, 'input')).toHaveProperty('required');
  });

  it('puts an inline control before its label', () => {
    const html = renderToStaticMarkup(
      <Field label="Remember me" layout="inline">
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    expect(html.indexOf('<input')).toBeLessThan(html.indexOf('<label'));
  });

  it('refuses useFieldControl() outside a field', () => {
    expect(() => renderToStaticMarkup(<ControlFromContext />)).toThrow(/inside a <Field>/);
  });
});

describe('FieldGroup', () => {
  const html = renderToStaticMarkup(
    <FieldGroup label="Pay" hint="Choose one." error="Choose how." required optional disabled>
      {(control) => <input type="radio" name="pay" {...control} />}
    </FieldGroup>,
  );
  const fieldset = attributes(html, 'fieldset');

  it('names the group with its legend and describes the fieldset with the hint and the error', () => {
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Pay<\/legend>/);
    const [hint, error] = (fieldset['aria-describedby'] ?? '').split(' ');
    expect(textOf(html, hint ?? '')).toBe('Choose one.');
    expect(textOf(html, error ?? '')).toBe('Choose how.');
  });

  it('marks each control invalid and required, and disables the whole fieldset', () => {
    const radio = attributes(html, 'input');
    expect(radio['aria-invalid']).toBe('true');
    expect(radio).toHaveProperty('required');
    expect(fieldset).toHaveProperty('disabled');
  });
});
