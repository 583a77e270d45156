import { Button } from '@beem/design-system';

/** One Button, on a Server Component page: its budget is a Button's cost. */
export default function OneButton() {
  return (
    <main>
      <h1>One button</h1>
      <form action="/empty">
        <Button type="submit">Continue</Button>
      </form>
    </main>
  );
}
