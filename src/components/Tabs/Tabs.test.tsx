import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const render = (forceMount = false) =>
  renderToString(
    <Tabs defaultSelectedKey="fees">
      <TabList aria-label="Cash advance">
        <Tab id="overview">Overview</Tab>
        <Tab id="fees">Fees</Tab>
      </TabList>
      <TabPanel id="overview" shouldForceMount={forceMount}>
        How it works
      </TabPanel>
      <TabPanel id="fees" shouldForceMount={forceMount}>
        No interest
      </TabPanel>
    </Tabs>,
  );

const tagWith = (markup: string, attribute: string) =>
  Array.from(markup.matchAll(new RegExp(`<[^>]*${attribute}[^>]*>`, 'g')), (m) => m[0]);

describe('the server markup', () => {
  it('has the tab list, its tabs and the selected tab, with their roles', () => {
    const markup = render();
    expect(tagWith(markup, 'role="tablist"')[0]).toContain('aria-label="Cash advance"');
    const tabs = tagWith(markup, 'role="tab"');
    expect(tabs).toHaveLength(2);
    expect(tabs.map((tab) => /aria-selected="(\w+)"/.exec(tab)?.[1])).toEqual(['false', 'true']);
  });

  it('shows the selected panel, labelled by its tab, and leaves the others out', () => {
    const markup = render();
    const [panel] = tagWith(markup, 'role="tabpanel"');
    const selected = tagWith(markup, 'aria-selected="true"')[0] ?? '';
    expect(panel).toContain(`aria-labelledby="${/id="([^"]+)"/.exec(selected)?.[1] ?? '?'}"`);
    expect(markup).toContain('No interest');
    expect(markup).not.toContain('How it works');
  });

  it('puts every panel in the HTML with shouldForceMount, the others hidden', () => {
    const markup = render(true);
    expect(markup).toContain('How it works');
    expect(tagWith(markup, 'role="tabpanel"')).toHaveLength(1);
    const [hidden] = tagWith(markup, 'data-inert');
    expect(hidden).toContain('inert=""');
  });

  it('styles through the library classes, not react-aria-components defaults', () => {
    const markup = render();
    expect(markup).not.toMatch(/class="react-aria-/);
  });
});
