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
  type FolderSummary,
} from '../src/internal/storybook/status';
import { semanticColor } from '../tokens/semantic';

// Pairs the token tests already hold to WCAG AA contrast (tokens/semantic.ts `contrastPairs`).
const colours: Record<ComponentStatus, { color: string; background: string }> = {
  stable: {
    color: semanticColor.tone.positive.text,
    background: semanticColor.tone.positive.background,
  },
  beta: { color: semanticColor.tag.text, background: semanticColor.tag.background },
  deprecated: {
    color: semanticColor.tone.critical.text,
    background: semanticColor.tone.critical.background,
  },
};

export type BadgeSize = 'sidebar' | 'docs';

const sizes: Record<BadgeSize, CSSProperties> = {
  sidebar: { fontSize: 10, lineHeight: '14px', padding: '0 6px' },
  docs: { fontSize: 12, lineHeight: '20px', padding: '0 10px' },
};

const pill = (status: ComponentStatus, size: BadgeSize): CSSProperties => ({
  ...colours[status],
  ...sizes[size],
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: 999,
  fontWeight: 700,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

export function statusBadge(status: ComponentStatus, size: BadgeSize) {
  return createElement(
    'span',
    { title: statusDescriptions[status], 'data-status': status, style: pill(status, size) },
    statusLabels[status],
  );
}

/**
 * A sidebar folder's badge: one pill per status it holds but stable ("16 beta", "1 deprecated"),
 * in the same colours as a component's, so the two read as one set. A folder of stable components
 * alone takes the Stable badge, as a component does. The pills are one image named by the whole
 * count, so a screen reader hears "16 beta, 1 deprecated and 3 stable components" rather than
 * numbers out of context.
 */
export function folderBadge(summary: FolderSummary) {
  if (summary.parts.length === 0) return statusBadge('stable', 'sidebar');
  return createElement(
    'span',
    {
      role: 'img',
      'aria-label': summary.description,
      title: summary.description,
      'data-folder-status': summary.parts.map(({ status }) => status).join(' '),
      style: { display: 'inline-flex', flexShrink: 0, gap: 3 },
    },
    ...summary.parts.map(({ status, label }) =>
      createElement(
        'span',
        { key: status, 'data-status': status, style: pill(status, 'sidebar') },
        label,
      ),
    ),
  );
}
