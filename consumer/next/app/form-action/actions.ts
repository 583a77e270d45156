'use server';
import { redirect } from 'next/navigation';
import { fieldNames } from './fields';

/**
 * A Server Action: reads every input's value from the posted form, on the server, and shows the
 * page again with what it read. It works without the page's scripts too (the form posts, the
 * server redirects). A name with several values (tags) is read with `getAll`.
 */
export async function sendEverything(data: FormData) {
  const read = new URLSearchParams();
  for (const name of fieldNames) {
    read.set(
      name,
      data
        .getAll(name)
        .map((entry) => (typeof entry === 'string' ? entry : entry.name))
        .join(', '),
    );
  }
  // Nothing to wait for here: a real action would save the values first.
  await Promise.resolve();
  redirect(`/form-action?${read.toString()}`);
}
