import { isValidElement } from 'react';
import type { ArgTypesEnhancer } from 'storybook/internal/types';

/** An element, a list of them, or an object of callbacks (ErrorScreen's `navigation`). */
const holdsCode = (value: unknown): boolean =>
  isValidElement(value) ||
  (Array.isArray(value) && (value as unknown[]).some((item) => isValidElement(item))) ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    (Object.values(value) as unknown[]).some(
      (item) => typeof item === 'function' || isValidElement(item),
    ));

const source = /\$\$typeof|\bfunction\s*\w*\s*\([^)]*\)\s*\{|=>\s*\{/;

/**
 * Props tables name what an element or a function is rather than printing its code: the object
 * control printed an element's minified source (StatusScreen's `action`), and a default written
 * as a function body (VerifyFlow's `navigate`) came out as code too, running off the page.
 * After docgen (`secondPass`), so the defaults it read are there to tidy.
 */
/**
 * Props every component takes the same way, said once on the page's developer notes rather than
 * as a row on every props table, where a designer read them as part of the component.
 */
export const sharedProps = new Set(['className', 'style', 'ref', 'key']);

export const argTablesWithoutCode: ArgTypesEnhancer = ({ argTypes, initialArgs }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const tidied = { ...argType, table: { ...argType.table } };
      if (sharedProps.has(name)) tidied.table.disable = true;
      if (holdsCode(initialArgs[name])) tidied.control = false;
      const fallback = tidied.table.defaultValue?.summary;
      if (fallback && source.test(fallback)) {
        tidied.table.defaultValue = { summary: 'a function (see the source)' };
      }
      return [name, tidied];
    }),
  );
argTablesWithoutCode.secondPass = true;
