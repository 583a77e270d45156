import { renderToString } from 'react-dom/server';
import { SignUpForm } from './patterns/SignUpForm/SignUpForm';

/** The sign-up pattern as a server renders it: built by Vite for Node, the package left external. */
export const renderSignUp = () => renderToString(<SignUpForm />);
