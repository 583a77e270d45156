import '@beem/design-system/base.css';
import { beemTheme } from '@beem/design-system';
import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
// Copied from the repository's patterns/ by the package test: the same source the Patterns
// stories render, here resolved against the installed package instead of the library's source.
import { SignUpForm } from './patterns/SignUpForm/SignUpForm';

declare global {
  interface Window {
    hydrationErrors: string[];
  }
}

/** Marks the page once React has taken over the server's markup, for the test to wait on. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

document.documentElement.classList.add(beemTheme);
window.hydrationErrors = [];
const root = document.getElementById('root');
if (!root) throw new Error('No #root element.');
// The page holds the server's rendering (written in by the package test): hydrating it, rather
// than rendering afresh, proves the server and the browser agree on every id and attribute.
hydrateRoot(
  root,
  <StrictMode>
    <SignUpForm />
    <Hydrated />
  </StrictMode>,
  {
    onRecoverableError: (error) => {
      window.hydrationErrors.push(String(error));
    },
  },
);
