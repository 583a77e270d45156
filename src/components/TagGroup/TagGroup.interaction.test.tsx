// @vitest-environment happy-dom
/**
 * Removing and selecting as an app meets them: keys in arrays, both ways, and `'all'` when every
 * tag is selected at once. Mounted, since only a browser's React removes or selects anything.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { key, mount, press, tabTo, unmountAll } from '../../internal/testing/dom';
import { Tag, TagGroup, type TagGroupProps } from './TagGroup';

afterEach(unmountAll);

const filters = [
  { id: 'food', name: 'Food' },
  { id: 'rent', name: 'Rent' },
  { id: 'rides', name: 'Rides' },
];

function Filters(props: Omit<TagGroupProps<(typeof filters)[number]>, 'children' | 'label'>) {
  return (
    <TagGroup label="Filters" items={filters} {...props}>
      {(filter) => <Tag id={filter.id}>{filter.name}</Tag>}
    </TagGroup>
  );
}

/** The tag whose words are `name`. */
function tag(container: HTMLElement, name: string) {
  const found = Array.from(container.querySelectorAll('[role="row"]')).find((candidate) =>
    candidate.textContent.startsWith(name),
  );
  if (!found) throw new Error(`no tag ${name}`);
  return found;
}

const removeButton = (container: HTMLElement, name: string) => {
  const button = tag(container, name).querySelector('button');
  if (!button) throw new Error(`no remove button on ${name}`);
  return button;
};

const selected = (container: HTMLElement) =>
  Array.from(
    container.querySelectorAll('[role="row"][aria-selected="true"]'),
    (row) => row.textContent,
  );

describe('TagGroup onRemove', () => {
  it('gets the removed tag’s id in an array, from its remove button', () => {
    const onRemove = vi.fn();
    const group = mount(<Filters onRemove={onRemove} />);
    press(removeButton(group, 'Rent'));
    expect(onRemove).toHaveBeenLastCalledWith(['rent']);
  });

  it('gets the focused tag’s id in an array, from Backspace', () => {
    const onRemove = vi.fn();
    const group = mount(<Filters onRemove={onRemove} />);
    tabTo(tag(group, 'Food'));
    key(tag(group, 'Food'), 'Backspace');
    expect(onRemove).toHaveBeenLastCalledWith(['food']);
  });

  it('gets every selected tag’s id in an array, from Delete on one of them', () => {
    const onRemove = vi.fn();
    const group = mount(
      <Filters onRemove={onRemove} selectionMode="multiple" defaultValue={['food', 'rides']} />,
    );
    tabTo(tag(group, 'Rides'));
    key(tag(group, 'Rides'), 'Delete');
    expect(onRemove).toHaveBeenLastCalledWith(['food', 'rides']);
  });
});

describe('TagGroup selection', () => {
  it('hands onChange the selected tags’ ids as an array, then the event', () => {
    const onChange = vi.fn();
    const group = mount(<Filters selectionMode="multiple" onChange={onChange} />);
    press(tag(group, 'Food'));
    expect(onChange).toHaveBeenLastCalledWith(['food'], expect.objectContaining({ type: 'click' }));
    press(tag(group, 'Rides'));
    expect(onChange).toHaveBeenLastCalledWith(['food', 'rides'], expect.anything());
  });

  it("hands 'all' when every tag is selected at once, with Ctrl+A", () => {
    const onChange = vi.fn();
    const group = mount(<Filters selectionMode="multiple" onChange={onChange} />);
    tabTo(tag(group, 'Food'));
    key(tag(group, 'Food'), 'a', { ctrlKey: true });
    expect(onChange).toHaveBeenLastCalledWith('all', expect.anything());
    expect(selected(group)).toEqual(['Food', 'Rent', 'Rides']);
  });

  it('shows value and defaultValue, arrays', () => {
    expect(selected(mount(<Filters selectionMode="multiple" value={['rent']} />))).toEqual([
      'Rent',
    ]);
    expect(
      selected(mount(<Filters selectionMode="multiple" defaultValue={['food', 'rides']} />)),
    ).toEqual(['Food', 'Rides']);
  });
});

describe('a disabled tag', () => {
  it('cannot be selected or removed, through disabled on the tag', () => {
    const onChange = vi.fn();
    const onRemove = vi.fn();
    const group = mount(
      <TagGroup label="Filters" selectionMode="multiple" onChange={onChange} onRemove={onRemove}>
        <Tag id="food">Food</Tag>
        <Tag id="rent" disabled>
          Rent
        </Tag>
      </TagGroup>,
    );
    expect(tag(group, 'Rent').getAttribute('aria-disabled')).toBe('true');
    press(tag(group, 'Rent'));
    press(removeButton(group, 'Rent'));
    expect(onChange).not.toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('cannot be selected, through disabledKeys, an array, on the group', () => {
    const onChange = vi.fn();
    const group = mount(
      <Filters selectionMode="multiple" disabledKeys={['rent']} onChange={onChange} />,
    );
    press(tag(group, 'Rent'));
    expect(onChange).not.toHaveBeenCalled();
    expect(selected(group)).toEqual([]);
  });
});
