/**
 * Server rendering with no DOM: plain Node imports the installed package (its ES modules, no
 * bundler) and renders components to strings. Exits non-zero with the reason on any failure.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { BeemProvider, Button, OtpInput, PhoneInput } from '@beem/design-system';
import { Faq, Footer, PageIntro } from '@beem/design-system/marketing';

assert.equal(typeof globalThis.document, 'undefined', 'SSR must run without a DOM');

const cases = [
  [h(Button, { variant: 'primary' }, 'Get started'), /<button[^>]*>.*Get started/s],
  [h(PageIntro, { title: 'Hello <world>' }), /<h1[^>]*>Hello &lt;world&gt;<\/h1>/],
  [h(PhoneInput, { label: 'Phone', defaultValue: '4155550142' }), /value="\(415\) 555-0142"/],
  [h(OtpInput, { label: 'Code', length: 6 }), /(<input[^>]*>.*){6}/s],
  [h(Faq, { items: [{ question: 'Q?', answer: 'A.' }] }), /<details[^>]*>.*Q\?/s],
  [
    h(Footer, {
      sections: [
        { name: 'Company', links: [{ name: 'About', href: '/about', event: 'footer_about' }] },
      ],
      disclosures: ['Example disclosure <not markup>.'],
      contact: { email: 'support@example.org' },
      appLinks: {
        ios: 'https://apps.example.org/ios',
        android: 'https://apps.example.org/android',
      },
      social: [],
      copyrightYear: 2026,
    }),
    /^(?=[\s\S]*support@example\.org)(?=[\s\S]*Example disclosure &lt;not markup&gt;\.)/,
  ],
];
for (const [element, expected] of cases) {
  const html = renderToString(
    h(BeemProvider, { settings: { siteUrl: 'https://www.example.org' } }, element),
  );
  assert.match(html, expected, `${element.type.name} rendered: ${html.slice(0, 200)}`);
}
console.log(`SSR: ${cases.length} components rendered to HTML in Node with no DOM.`);

// The sign-up pattern, built for Node by Vite with the package left external (so Node loads the
// package's own modules), rendered here and written into the page the browser test hydrates.
const { renderSignUp } = await import('./dist-ssr/ssr-patterns.js');
const signUp = renderSignUp();
for (const expected of [
  /<form[^>]*novalidate=""[^>]*aria-labelledby="sign-up-title"/i,
  /<h1[^>]*id="sign-up-title"[^>]*>Create your Beem account<\/h1>/,
  /<label[^>]*for="sign-up-email"[^>]*>Email address/,
  /<input[^>]*type="tel"[^>]*id="sign-up-phone"|<input[^>]*id="sign-up-phone"[^>]*type="tel"/,
  /<button[^>]*type="submit"[^>]*>(<span[^>]*>)?Create account(<\/span>)?<\/button>/,
]) {
  assert.match(signUp, expected, `SignUpForm rendered: ${signUp.slice(0, 400)}`);
}
const page = 'dist/sign-up.html';
const shell = await readFile(page, 'utf8');
assert.match(shell, /<main id="root"><\/main>/, 'the sign-up page has an empty root to fill');
await writeFile(page, shell.replace('<main id="root"></main>', `<main id="root">${signUp}</main>`));
console.log('SSR: the sign-up pattern rendered in Node and written into dist/sign-up.html.');
