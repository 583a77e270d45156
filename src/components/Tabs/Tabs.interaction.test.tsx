// @vitest-environment happy-dom
/**
 * Disabled tabs as a visitor meets them: greyed out, and neither a press nor the arrow keys
 * select them. Mounted, since only a browser's React selects anything.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { key, mount, press, tabTo, unmountAll } from '../../internal/testing/dom';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

afterEach(unmountAll);

function CashAdvance({ feesDisabled, ...props }: TabsProps & { feesDisabled?: boolean }) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Cash advance">
        <Tab id="overview">Overview</Tab>
        <Tab id="fees" disabled={feesDisabled}>
          Fees
        </Tab>
        <Tab id="eligibility">Eligibility</Tab>
      </TabList>
      <TabPanel id="overview">How it works</TabPanel>
      <TabPanel id="fees">No interest</TabPanel>
      <TabPanel id="eligibility">A checking account</TabPanel>
    </Tabs>
  );
}

function tab(container: HTMLElement, name: string) {
  const found = Array.from(container.querySelectorAll('[role="tab"]')).find(
    (candidate) => candidate.textContent === name,
  );
  if (!found) throw new Error(`no tab ${name}`);
  return found;
}

const selectedTab = (container: HTMLElement) =>
  container.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

describe('a disabled Tab', () => {
  it('is greyed out, and a press does not select it', () => {
    const onSelectionChange = vi.fn();
    const tabs = mount(<CashAdvance feesDisabled onSelectionChange={onSelectionChange} />);
    expect(tab(tabs, 'Fees').getAttribute('aria-disabled')).toBe('true');
    press(tab(tabs, 'Fees'));
    expect(onSelectionChange).not.toHaveBeenCalledWith('fees');
    expect(selectedTab(tabs)).toBe('Overview');
  });

  it('is skipped by the arrow keys', () => {
    const tabs = mount(<CashAdvance feesDisabled />);
    tabTo(tab(tabs, 'Overview'));
    key(tab(tabs, 'Overview'), 'ArrowRight');
    expect(selectedTab(tabs)).toBe('Eligibility');
  });

  it('is the same through disabledKeys, an array, on Tabs', () => {
    const tabs = mount(<CashAdvance disabledKeys={['fees']} />);
    expect(tab(tabs, 'Fees').getAttribute('aria-disabled')).toBe('true');
    press(tab(tabs, 'Fees'));
    expect(selectedTab(tabs)).toBe('Overview');
  });
});

describe('disabled Tabs', () => {
  it('greys out every tab, and none can be selected', () => {
    const onSelectionChange = vi.fn();
    const tabs = mount(<CashAdvance disabled onSelectionChange={onSelectionChange} />);
    for (const name of ['Overview', 'Fees', 'Eligibility'])
      expect(tab(tabs, name).getAttribute('aria-disabled')).toBe('true');
    press(tab(tabs, 'Eligibility'));
    expect(onSelectionChange).not.toHaveBeenCalledWith('eligibility');
  });

  it('selects a tab that is not disabled, as ever', () => {
    const onSelectionChange = vi.fn();
    const tabs = mount(<CashAdvance feesDisabled onSelectionChange={onSelectionChange} />);
    press(tab(tabs, 'Eligibility'));
    expect(onSelectionChange).toHaveBeenLastCalledWith('eligibility');
    expect(selectedTab(tabs)).toBe('Eligibility');
  });
});
