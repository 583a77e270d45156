// @vitest-environment happy-dom
/**
 * Selection as an app meets it: keys in arrays, both ways, and `'all'` when every row is
 * selected at once. Mounted, since only a browser's React selects anything.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { key, mount, press, tabTo, unmountAll } from '../../internal/testing/dom';
import { GridList, GridListItem, type GridListProps } from './GridList';

afterEach(unmountAll);

const payments = [
  { id: 'paycheck', title: 'Paycheck' },
  { id: 'rent', title: 'Rent' },
  { id: 'advance', title: 'Cash advance' },
];

function Activity(props: Omit<GridListProps<(typeof payments)[number]>, 'children'>) {
  return (
    <GridList aria-label="Recent activity" selectionMode="multiple" items={payments} {...props}>
      {(payment) => <GridListItem id={payment.id} title={payment.title} />}
    </GridList>
  );
}

/** The row whose title is `title`. */
function row(container: HTMLElement, title: string) {
  const found = Array.from(container.querySelectorAll('[role="row"]')).find(
    (candidate) => candidate.textContent === title,
  );
  if (!found) throw new Error(`no row ${title}`);
  return found;
}

const selected = (container: HTMLElement) =>
  Array.from(
    container.querySelectorAll('[role="row"][aria-selected="true"]'),
    (r) => r.textContent,
  );

describe('GridList selection', () => {
  it('hands onSelectionChange the selected rows’ ids as an array', () => {
    const onSelectionChange = vi.fn();
    const list = mount(<Activity onSelectionChange={onSelectionChange} />);
    press(row(list, 'Paycheck'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['paycheck']);
    press(row(list, 'Cash advance'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['paycheck', 'advance']);
    press(row(list, 'Paycheck'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['advance']);
  });

  it("hands 'all' when every row is selected at once, with Ctrl+A", () => {
    const onSelectionChange = vi.fn();
    const list = mount(<Activity onSelectionChange={onSelectionChange} />);
    tabTo(row(list, 'Rent'));
    key(row(list, 'Rent'), 'a', { ctrlKey: true });
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
    expect(selected(list)).toEqual(['Paycheck', 'Rent', 'Cash advance']);
  });

  it('shows selectedKeys, an array, or every row for all', () => {
    expect(selected(mount(<Activity selectedKeys={['rent']} />))).toEqual(['Rent']);
    expect(selected(mount(<Activity selectedKeys="all" />))).toHaveLength(3);
  });

  it('starts from defaultSelectedKeys, an array, and selects on from there', () => {
    const onSelectionChange = vi.fn();
    const list = mount(
      <Activity defaultSelectedKeys={['rent']} onSelectionChange={onSelectionChange} />,
    );
    expect(selected(list)).toEqual(['Rent']);
    press(row(list, 'Cash advance'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['rent', 'advance']);
    expect(selected(list)).toEqual(['Rent', 'Cash advance']);
  });
});

describe('a disabled row', () => {
  it('cannot be selected, through disabled on the row', () => {
    const onSelectionChange = vi.fn();
    const list = mount(
      <GridList
        aria-label="Recent activity"
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      >
        <GridListItem id="paycheck" title="Paycheck" />
        <GridListItem id="rent" title="Rent" disabled />
      </GridList>,
    );
    expect(row(list, 'Rent').getAttribute('aria-disabled')).toBe('true');
    press(row(list, 'Rent'));
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(selected(list)).toEqual([]);
  });

  it('cannot be selected, through disabledKeys, an array, on the list', () => {
    const onSelectionChange = vi.fn();
    const list = mount(<Activity disabledKeys={['rent']} onSelectionChange={onSelectionChange} />);
    expect(row(list, 'Rent').getAttribute('aria-disabled')).toBe('true');
    press(row(list, 'Rent'));
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('is left out of select all', () => {
    const list = mount(<Activity disabledKeys={['rent']} />);
    tabTo(row(list, 'Paycheck'));
    key(row(list, 'Paycheck'), 'a', { ctrlKey: true });
    expect(selected(list)).toEqual(['Paycheck', 'Cash advance']);
  });
});
