import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { errorSummaryStrings } from '../../helpers/locale/messages/es-US/errorSummary';
import { ErrorSummary } from './ErrorSummary';

const errors = [
  { fieldId: 'phone', message: 'Enter all 10 digits of your US mobile number' },
  { fieldId: 'code', message: 'Enter the 4-digit code we texted you' },
];

describe('the server markup, before and without scripts', () => {
  const markup = renderToStaticMarkup(<ErrorSummary errors={errors} />);

  it('lists each message as a plain in-page link to its control', () => {
    expect(markup.match(/<a href="#(\w+)"/g)).toEqual(['<a href="#phone"', '<a href="#code"']);
    expect(markup).toContain('>Enter the 4-digit code we texted you</a>');
  });

  it('is an alert under a level-2 title, focusable by script alone', () => {
    expect(markup).toMatch(
      /^<div tabindex="-1"[^>]*><div role="alert"[^>]*><h2[^>]*>There is a problem<\/h2>/,
    );
  });

  it('renders nothing while there is nothing wrong', () => {
    expect(renderToStaticMarkup(<ErrorSummary errors={[]} />)).toBe('');
  });

  it('writes a message as text, never as markup', () => {
    const hostile = renderToStaticMarkup(
      <ErrorSummary errors={[{ fieldId: 'memo', message: '<img src=x onerror="alert(1)">' }]} />,
    );
    expect(hostile).not.toContain('<img');
    expect(hostile).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('takes its own title and level', () => {
    const own = renderToStaticMarkup(
      <ErrorSummary errors={errors} title="Check your details" headingLevel={3} />,
    );
    expect(own).toMatch(/<h3[^>]*>Check your details<\/h3>/);
  });

  it('titles itself in Spanish from the catalogue', () => {
    const spanish = renderToStaticMarkup(
      <LocaleProvider locale="es-US" messages={errorSummaryStrings}>
        <ErrorSummary errors={errors} />
      </LocaleProvider>,
    );
    expect(spanish).toMatch(/<h2[^>]*>Hay un problema<\/h2>/);
  });
});
