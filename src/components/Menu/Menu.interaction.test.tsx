// @vitest-environment happy-dom
/**
 * Opening and choosing as an app meets them: `open`, `defaultOpen` and `onOpenChange` on the
 * trigger, and keys in arrays on the menu and its sections. Mounted, since only a browser's
 * React opens a menu.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { key, mount, one, press, tabTo, unmountAll } from '../../internal/testing/dom';
import {
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  type MenuProps,
  type MenuTriggerProps,
} from './Menu';

afterEach(unmountAll);

function CardMenu({
  menu,
  ...props
}: Omit<MenuTriggerProps, 'children'> & { menu?: Omit<MenuProps, 'children'> }) {
  return (
    <MenuTrigger {...props}>
      <Button>Card</Button>
      <Menu aria-label="Card" {...menu}>
        <MenuItem id="freeze">Freeze card</MenuItem>
        <MenuItem id="copy">Copy card number</MenuItem>
        <MenuItem id="statements">Statements</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

const trigger = (container: HTMLElement) => one(container, 'button');
const openMenu = () => document.querySelector('[role="menu"]');

/** The item whose words are `name`, in the open menu. */
function item(name: string) {
  const found = Array.from(document.querySelectorAll('[role^="menuitem"]')).find(
    (candidate) => candidate.textContent === name,
  );
  if (!found) throw new Error(`no item ${name}`);
  return found;
}

const checked = () =>
  Array.from(document.querySelectorAll('[aria-checked="true"]'), (found) => found.textContent);

describe('MenuTrigger, uncontrolled', () => {
  it('opens on a press and closes on Escape, telling onOpenChange each time', () => {
    const onOpenChange = vi.fn();
    const container = mount(<CardMenu onOpenChange={onOpenChange} />);
    expect(openMenu()).toBeNull();
    press(trigger(container));
    expect(openMenu()).not.toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    key(item('Freeze card'), 'Escape');
    expect(openMenu()).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('is open on the first render with defaultOpen, and closes when an item is chosen', () => {
    const onOpenChange = vi.fn();
    mount(<CardMenu defaultOpen onOpenChange={onOpenChange} />);
    expect(openMenu()).not.toBeNull();
    press(item('Copy card number'));
    expect(openMenu()).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});

describe('MenuTrigger, controlled with open', () => {
  it('stays as open says, whatever is pressed, and asks through onOpenChange', () => {
    const onOpenChange = vi.fn();
    const closed = mount(<CardMenu open={false} onOpenChange={onOpenChange} />);
    press(trigger(closed));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(openMenu()).toBeNull();
    unmountAll();

    mount(<CardMenu open onOpenChange={onOpenChange} />);
    expect(openMenu()).not.toBeNull();
    press(item('Copy card number'));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(openMenu()).not.toBeNull();
  });

  it('opens and closes as the app’s state follows onOpenChange', () => {
    const seen: boolean[] = [];
    function App() {
      const [open, setOpen] = useState(false);
      seen.push(open);
      return <CardMenu open={open} onOpenChange={setOpen} />;
    }
    const container = mount(<App />);
    press(trigger(container));
    expect(openMenu()).not.toBeNull();
    key(item('Freeze card'), 'Escape');
    expect(openMenu()).toBeNull();
    expect(seen.at(-1)).toBe(false);
    expect(seen).toContain(true);
  });
});

describe('Menu selection', () => {
  it('hands onSelectionChange the ticked items’ ids as an array', () => {
    const onSelectionChange = vi.fn();
    mount(<CardMenu defaultOpen menu={{ selectionMode: 'multiple', onSelectionChange }} />);
    press(item('Freeze card'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['freeze']);
    press(item('Statements'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['freeze', 'statements']);
  });

  it('hands one id in an array in single selection', () => {
    const onSelectionChange = vi.fn();
    mount(
      <CardMenu
        defaultOpen
        menu={{ selectionMode: 'single', selectedKeys: ['freeze'], onSelectionChange }}
      />,
    );
    expect(checked()).toEqual(['Freeze card']);
    press(item('Statements'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['statements']);
  });

  it('ticks defaultSelectedKeys, an array', () => {
    mount(
      <CardMenu
        defaultOpen
        menu={{ selectionMode: 'multiple', defaultSelectedKeys: ['copy', 'statements'] }}
      />,
    );
    expect(checked()).toEqual(['Copy card number', 'Statements']);
  });

  it("has no select all: Ctrl+A selects nothing, so 'all' never comes", () => {
    const onSelectionChange = vi.fn();
    mount(<CardMenu defaultOpen menu={{ selectionMode: 'multiple', onSelectionChange }} />);
    tabTo(item('Freeze card'));
    key(item('Freeze card'), 'a', { ctrlKey: true });
    key(item('Freeze card'), 'a', { metaKey: true });
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(checked()).toEqual([]);
  });

  it('greys out disabledKeys, an array: they cannot be ticked', () => {
    const onSelectionChange = vi.fn();
    mount(
      <CardMenu
        defaultOpen
        menu={{ selectionMode: 'multiple', disabledKeys: ['copy'], onSelectionChange }}
      />,
    );
    expect(item('Copy card number').getAttribute('aria-disabled')).toBe('true');
    press(item('Copy card number'));
    expect(onSelectionChange).not.toHaveBeenCalled();
  });
});

describe('MenuSection selection', () => {
  it('hands its own onSelectionChange its ticked items’ ids as an array', () => {
    const onSelectionChange = vi.fn();
    mount(
      <MenuTrigger defaultOpen>
        <Button>View</Button>
        <Menu aria-label="View">
          <MenuSection title="Show" selectionMode="multiple" onSelectionChange={onSelectionChange}>
            <MenuItem id="in">Money in</MenuItem>
            <MenuItem id="out">Money out</MenuItem>
          </MenuSection>
          <MenuItem id="export">Export</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    press(item('Money out'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['out']);
    press(item('Money in'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['out', 'in']);
  });

  it('ticks its selectedKeys, an array', () => {
    mount(
      <MenuTrigger defaultOpen>
        <Button>View</Button>
        <Menu aria-label="View">
          <MenuSection title="Show" selectionMode="multiple" selectedKeys={['in']}>
            <MenuItem id="in">Money in</MenuItem>
            <MenuItem id="out">Money out</MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>,
    );
    expect(checked()).toEqual(['Money in']);
  });
});
