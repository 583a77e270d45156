/**
 * The status badge, shared by the sidebar (manager.ts) and the docs pages (blocks.tsx). Written
 * with `createElement` rather than JSX because the manager bundle is built by Storybook's own
 * esbuild step, which is not this repository's Vite config; inline styles because the manager
 * has neither vanilla-extract nor the theme class.
 */
import { createElement, type CSSProperties } from 'react';
import {
  statusDescriptions,
  statusLabels,
  type ComponentStatus,
} from '../src/internal/storybook/status';
import { semanticColor } from '../tokens/semantic';

// Pairs the token tests already hold to WCAG AA contrast (tokens/semantic.ts `contrastPairs`).
const colours: Record<ComponentStatus, { color: string; background: string }> = {
  stable: {
    color: semanticColor.status.success.text,
    background: semanticColor.status.success.background,
  },
  beta: { color: semanticColor.tag.text, background: semanticColor.tag.background },
  deprecated: {
    color: semanticColor.status.error.text,
    background: semanticColor.status.error.background,
  },
};

export type BadgeSize = 'sidebar' | 'docs';

const sizes: Record<BadgeSize, CSSProperties> = {
  sidebar: { fontSize: 10, lineHeight: '14px', padding: '0 6px' },
  docs: { fontSize: 12, lineHeight: '20px', padding: '0 10px' },
};

export function statusBadge(status: ComponentStatus, size: BadgeSize) {
  return createElement(
    'span',
    {
      title: statusDescriptions[status],
      'data-status': status,
      style: {
        ...colours[status],
        ...sizes[size],
        display: 'inline-block',
        flexShrink: 0,
        borderRadius: 999,
        fontWeight: 700,
        letterSpacing: '0.02em',
        whiteSpace: 'nowrap',
      },
    },
    statusLabels[status],
  );
}
