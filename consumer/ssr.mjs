/**
 * Server rendering with no DOM: plain Node imports the installed package (its ES modules, no
 * bundler) and renders components to strings. Exits non-zero with the reason on any failure.
 */
import assert from 'node:assert/strict';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import {
  Button,
  Faq,
  OtpInput,
  PageIntro,
  PhoneInput,
  Footer,
  configureBeem,
} from '@beem/design-system';

assert.equal(typeof globalThis.document, 'undefined', 'SSR must run without a DOM');
configureBeem({ siteUrl: 'https://www.example.org' });

const cases = [
  [h(Button, { variant: 'primary' }, 'Get started'), /<button[^>]*>.*Get started/s],
  [h(PageIntro, { title: 'Hello <world>' }), /<h1[^>]*>Hello &lt;world&gt;<\/h1>/],
  [
    h(PhoneInput, { label: 'Phone', value: '(415) 555-0142', onChange() {} }),
    /value="\(415\) 555-0142"/,
  ],
  [h(OtpInput, { label: 'Code', length: 6 }), /(<input[^>]*>.*){6}/s],
  [h(Faq, { items: [{ question: 'Q?', answer: 'A.' }] }), /<details[^>]*>.*Q\?/s],
  [h(Footer, {}), /support@example\.org/],
];
for (const [element, expected] of cases) {
  const html = renderToString(element);
  assert.match(html, expected, `${element.type.name} rendered: ${html.slice(0, 200)}`);
}
console.log(`SSR: ${cases.length} components rendered to HTML in Node with no DOM.`);
