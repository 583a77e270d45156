import { Container } from '@beem/design-system';
// The screens are copied from the repository's patterns/ by the package test: the same source
// the Patterns stories render, here from the packed package.
import { SignUpForm } from '../../../patterns/SignUpForm/SignUpForm';

/** A Server Component page around a client screen: the form keeps its state in the browser. */
export default function SignUpPage() {
  return (
    <Container as="main">
      <SignUpForm />
    </Container>
  );
}
