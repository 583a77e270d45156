import { createElement } from 'react';
import { addons } from 'storybook/manager-api';
import { statusOf } from '../src/internal/storybook/status';
import { statusBadge } from './status-badge';
import { managerTheme } from './manager-theme';
import './visual-review';

addons.setConfig({
  theme: managerTheme,
  sidebar: {
    // A component or group node's tags are those all its entries share (Storybook intersects
    // them), so the status set once in the meta reaches the node; a group gets one when its
    // components agree (ErrorScreen and its catalogue). Stories carry it too, but one badge per
    // component is enough to read.
    renderLabel: (item) => {
      if (item.type !== 'component' && item.type !== 'group') return undefined;
      const status = statusOf(item.tags);
      if (!status) return undefined;
      return createElement(
        'span',
        { style: { display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 } },
        createElement(
          'span',
          { style: { overflow: 'hidden', textOverflow: 'ellipsis' } },
          item.name,
        ),
        statusBadge(status, 'sidebar'),
      );
    },
  },
});
