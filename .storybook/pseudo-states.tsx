import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import {
  holdPseudoStates,
  type PseudoStateParameter,
} from '../src/internal/storybook/pseudoStates';

/**
 * In a layout effect, so the states are on before Storybook starts the play function (it waits
 * for React's commit), in the story view, on every example of a docs page and in the story tests
 * alike.
 */
function PseudoStates({
  parameter,
  canvasElement,
  children,
}: {
  parameter: PseudoStateParameter;
  canvasElement: Element;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    const root = parameter.rootSelector
      ? document.querySelector(parameter.rootSelector)
      : canvasElement;
    return root ? holdPseudoStates(root, parameter) : undefined;
  }, [parameter, canvasElement]);
  return children;
}

/** `parameters.pseudo` (src/internal/storybook/pseudoStates.ts). */
export const withPseudoStates: Decorator = (Story, { parameters, canvasElement }) => {
  const parameter = parameters.pseudo as PseudoStateParameter | undefined;
  if (!parameter) return <Story />;
  return (
    <PseudoStates parameter={parameter} canvasElement={canvasElement}>
      <Story />
    </PseudoStates>
  );
};
