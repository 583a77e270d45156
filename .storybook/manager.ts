import { createElement, type ReactNode } from 'react';
import { addons } from 'storybook/manager-api';
import { folderSummary, statusOf, type ComponentStatus } from '../src/internal/storybook/status';
import { folderBadge, statusBadge } from './status-badge';
import { managerTheme } from './manager-theme';
import './visual-review';

interface SidebarEntry {
  type: string;
  name: string;
  tags: string[];
  children?: string[];
}

/** The part of Storybook's manager API the sidebar reads: an index entry by its id. */
interface IndexReader {
  resolveStory?: (id: string) => SidebarEntry | undefined;
}

/**
 * The status of each component under a folder, read down the index: a folder's own tags are
 * those all its components share (Storybook intersects them), so they say nothing once its
 * components differ, and Forms, holding stable, beta and deprecated ones, had no badge at all.
 */
function statusesUnder(entry: SidebarEntry, api: IndexReader | undefined): ComponentStatus[] {
  if (entry.type === 'component') {
    const status = statusOf(entry.tags);
    return status ? [status] : [];
  }
  if (entry.type !== 'group') return [];
  return (entry.children ?? []).flatMap((id) => {
    const child = api?.resolveStory?.(id);
    return child ? statusesUnder(child, api) : [];
  });
}

const withBadge = (name: string, badge: ReactNode) =>
  createElement(
    'span',
    { style: { display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 } },
    createElement('span', { style: { overflow: 'hidden', textOverflow: 'ellipsis' } }, name),
    badge,
  );

addons.setConfig({
  theme: managerTheme,
  sidebar: {
    // A component's status is set once in its meta and reaches the component node through its
    // entries' tags. A folder (group) summarises what it holds: how many beta and deprecated
    // components, or Stable when all are. Stories carry the tag too, but one badge per
    // component is enough to read.
    renderLabel: (item: SidebarEntry, api?: IndexReader) => {
      if (item.type === 'component') {
        const status = statusOf(item.tags);
        return status ? withBadge(item.name, statusBadge(status, 'sidebar')) : undefined;
      }
      if (item.type !== 'group') return undefined;
      const summary = folderSummary(statusesUnder(item, api));
      return summary ? withBadge(item.name, folderBadge(summary)) : undefined;
    },
  },
});
