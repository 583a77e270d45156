// @vitest-environment happy-dom
/**
 * The escape-hatch contract, over every component the package exports: `className` and `style` on
 * the root element; `data-*` and `aria-*` props in the DOM (on the root, or on the control of a
 * form field); `ref` to the root (or the control); `id` on the control of every form field. The
 * components come from the public entries themselves, so a new export cannot escape the contract:
 * one missing from the table below fails, by name, until it is given minimal props (or an
 * exemption with its reason).
 *
 * Mounted in a DOM (happy-dom) rather than rendered on the server, because only a mount attaches
 * refs.
 */
import {
  act,
  createElement,
  createRef,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import * as entry from '../src/index';
import * as marketing from '../src/marketing';

// React's act() environment flag: without it every update in a mount warns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Props = Record<string, unknown>;
type AnyComponent = ComponentType<Props>;

/** What each component is given, and where its parts are. */
interface Case {
  /** The least a component needs to render its root. */
  props?: Props;
  /**
   * `field`: a form field, whose root (the field's outer element) takes `className` and `style`,
   * and whose control (`<input>`, `<select>`, `<textarea>`, or a group's `<fieldset>`) takes
   * `ref`, `id`, `data-*` and `aria-*`. `root`: everything on the root element.
   */
  kind?: 'root' | 'field';
  /** Renders the component in the parents it needs; `hatch` is its props with the escape hatches. */
  render?: (Component: AnyComponent, hatch: Props) => ReactElement;
  /**
   * The root element, when it is not the first element the mount writes (a part inside its
   * parent, an overlay in a portal).
   */
  root?: (container: HTMLElement) => Element | null;
  /** Why the component takes no `className` or `style`: the rest of the contract still holds. */
  unstyled?: string;
  /** A form control whose root is the control itself (a radio group's fieldset): `id` lands there. */
  control?: boolean;
}

/** An export that is a component but has no element of its own to hold the hatches. */
interface Exempt {
  exempt: string;
}

const rows = [
  { id: 'a', name: 'Rent', amount: '$1,200' },
  { id: 'b', name: 'Food', amount: '$400' },
];

const testimonial = {
  name: 'Ana',
  shortDescription: 'Teacher',
  description: 'It helped.',
  imgUrl: '/ana.png',
  title: 'Ana',
  isNewDesign: false,
};

const plan = {
  id: 'plus',
  name: 'Plus',
  monthlyPrice: 5,
  summary: 'For most.',
  highlights: ['Cash'],
  href: '/plus',
};
const comparison = [
  { feature: 'Cash', values: { lite: false, basic: true, plus: true, pro: '$1,000' } },
];

const inTabs = (part: ReactNode) => (
  <entry.Tabs defaultSelectedKey="a">
    {part}
    <entry.TabPanel id="b">Second</entry.TabPanel>
  </entry.Tabs>
);

/** A menu, open, as its trigger shows it: it renders in a portal at the end of the page. */
const inMenu = (menu: ReactElement) => (
  <entry.MenuTrigger defaultOpen>
    <entry.IconButton icon={entry.MoreIcon} label="More actions" />
    {menu}
  </entry.MenuTrigger>
);

const table: Record<string, Case | Exempt> = {
  // Actions
  Button: { props: { children: 'Go' } },
  Link: { props: { href: '/fees', children: 'Fees' } },
  IconButton: { props: { icon: entry.MoreIcon, label: 'More actions' } },
  MenuTrigger: { exempt: 'renders no element of its own: it wires its trigger to its menu' },
  SubmenuTrigger: { exempt: 'renders no element of its own: it wires its item to its menu' },
  Menu: {
    props: { 'aria-label': 'Card', children: <entry.MenuItem id="a">Freeze card</entry.MenuItem> },
    render: (Menu, hatch) => inMenu(<Menu {...hatch} />),
    root: () => document.querySelector('[role="menu"]'),
  },
  MenuItem: {
    props: { id: 'a', children: 'Freeze card' },
    render: (MenuItem, hatch) =>
      inMenu(<entry.Menu aria-label="Card">{<MenuItem {...hatch} />}</entry.Menu>),
    root: () => document.querySelector('[role="menuitem"]'),
  },
  MenuSection: {
    props: { title: 'Card', children: <entry.MenuItem id="a">Freeze card</entry.MenuItem> },
    render: (MenuSection, hatch) =>
      inMenu(<entry.Menu aria-label="Card">{<MenuSection {...hatch} />}</entry.Menu>),
    root: () => document.querySelector('[role="menu"] section'),
  },
  MenuSeparator: {
    props: {},
    render: (MenuSeparator, hatch) =>
      inMenu(
        <entry.Menu aria-label="Card">
          <entry.MenuItem id="a">Freeze card</entry.MenuItem>
          <MenuSeparator {...hatch} />
          <entry.MenuItem id="b">Delete card</entry.MenuItem>
        </entry.Menu>,
      ),
    root: () => document.querySelector('[role="separator"]'),
  },
  ToggleButtonGroup: {
    props: {
      'aria-label': 'Show',
      children: <entry.ToggleButton id="all">All</entry.ToggleButton>,
    },
  },
  ToggleButton: {
    props: { id: 'all', children: 'All' },
    render: (ToggleButton, hatch) => (
      <entry.ToggleButtonGroup aria-label="Show">
        <ToggleButton {...hatch} />
      </entry.ToggleButtonGroup>
    ),
    root: (container) => container.querySelector('[role="radio"]'),
  },

  // Forms
  Field: {
    props: { label: 'Name', children: <input /> },
  },
  FieldGroup: { props: { label: 'Plan', children: <input type="radio" name="plan" /> } },
  AmountField: { kind: 'field', props: { label: 'Amount' } },
  TextField: { kind: 'field', props: { label: 'Name' } },
  SearchField: { kind: 'field', props: { label: 'Search transactions' } },
  ComboBox: { kind: 'field', props: { label: 'Pick your bank', items: [] } },
  DatePicker: { kind: 'field', props: { label: 'Date of your last paycheck' } },
  DateRangePicker: { kind: 'field', props: { label: 'Statement period' } },
  Textarea: { kind: 'field', props: { label: 'Note' } },
  Select: { kind: 'field', props: { label: 'State', options: ['CA', 'NY'] } },
  Checkbox: { kind: 'field', props: { label: 'Remember me' } },
  Switch: { kind: 'field', props: { label: 'Reminders' } },
  RadioGroup: {
    // The group is its own control: its fieldset is both the root and what a label points at.
    kind: 'root',
    control: true,
    props: { label: 'Plan', options: ['free', 'plus'] },
  },
  PhoneInput: { kind: 'field', props: {} },
  NumberField: { kind: 'field', props: { label: 'Amount' } },
  Slider: {
    // The thumb's input is React Aria's, its id made from the slider's: the slider's root group
    // takes the hatches, and hands an aria-describedby on to the thumb as well.
    kind: 'root',
    props: { label: 'Cash advance' },
  },
  SelectableCardGroup: {
    // The group is its own control, as RadioGroup's fieldset is.
    kind: 'root',
    control: true,
    props: {
      label: 'Amount',
      children: <entry.SelectableCard value="50" title="$50" />,
    },
  },
  SelectableCard: {
    kind: 'field',
    props: { value: '50', title: '$50' },
    render: (SelectableCard, hatch) => (
      <entry.SelectableCardGroup label="Amount">
        <SelectableCard {...hatch} />
      </entry.SelectableCardGroup>
    ),
    root: (container) => container.querySelector('label'),
  },
  OtpInput: { kind: 'field', props: {} },
  ErrorSummary: {
    props: { errors: [{ fieldId: 'phone', message: 'Enter your mobile number' }] },
  },

  // Feedback
  Alert: { props: { children: 'Saved.' } },
  Badge: { props: { children: 'New' } },
  ProgressBar: { props: { label: 'Upload', value: 40 } },
  Skeleton: { props: {} },
  SkeletonGroup: { props: { children: <entry.Skeleton /> } },
  Spinner: { props: {} },
  Loader: { props: {} },
  ToastProvider: { exempt: 'a provider: it renders its children and the toasts, not an element' },
  NeedsScript: { props: { children: 'Needs script' } },
  StatusScreen: {
    props: { tone: 'critical', title: 'Oops', children: 'Try again.', action: 'Back' },
  },
  ErrorScreen: { props: {} },
  BlockedScreen: { props: { onDone: () => undefined } },
  EmptyState: { props: { title: 'No transactions yet' } },

  // Layout
  Box: { props: { children: 'Box' } },
  Stack: { props: { children: 'Stack' } },
  Inline: { props: { children: 'Inline' } },
  Columns: { props: { children: <entry.Column>One</entry.Column> } },
  Column: {
    props: { children: 'One' },
    render: (Column, hatch) => (
      <entry.Columns>
        <Column {...hatch} />
      </entry.Columns>
    ),
    root: (container) => container.firstElementChild?.firstElementChild ?? null,
  },
  Container: { props: { children: 'Container' } },
  Divider: { props: {} },
  PageLayout: { props: { children: 'Page' } },
  ScrollStrip: { props: { title: 'Plans', children: <div>One</div> } },
  Disclosure: { props: { summary: 'Fees', children: 'None.' } },
  Accordion: { props: { items: [{ id: 'fees', summary: 'Fees', content: 'None.' }] } },

  // Navigation
  Tabs: {
    props: {
      defaultSelectedKey: 'a',
      children: [
        <entry.TabList key="list" aria-label="Sections">
          <entry.Tab id="a">A</entry.Tab>
        </entry.TabList>,
        <entry.TabPanel key="panel" id="a">
          First
        </entry.TabPanel>,
      ],
    },
  },
  TabList: {
    props: { children: <entry.Tab id="a">A</entry.Tab> },
    render: (TabList, hatch) => inTabs(<TabList {...hatch} />),
    root: (container) => container.querySelector('[role="tablist"]'),
  },
  Tab: {
    props: { id: 'a', children: 'A' },
    render: (Tab, hatch) =>
      inTabs(
        <entry.TabList aria-label="Sections">
          <Tab {...hatch} />
          <entry.Tab id="b">B</entry.Tab>
        </entry.TabList>,
      ),
    root: (container) => container.querySelector('[role="tab"]'),
  },
  TabPanel: {
    props: { id: 'a', children: 'First' },
    render: (TabPanel, hatch) => (
      <entry.Tabs defaultSelectedKey="a">
        <entry.TabList aria-label="Sections">
          <entry.Tab id="a">A</entry.Tab>
        </entry.TabList>
        <TabPanel {...hatch} />
      </entry.Tabs>
    ),
    root: (container) => container.querySelector('[role="tabpanel"]'),
  },
  Pagination: { props: { page: 2, pageCount: 3, href: '/activity?page={page}' } },
  LoadMore: { props: { shown: 20, total: 57, onLoadMore: () => undefined } },
  Breadcrumbs: {
    props: { items: [{ label: 'Settings', href: '/settings' }, { label: 'Notifications' }] },
  },

  // Overlays
  Dialog: {
    // A native <dialog>, in the page until it is opened (by a command button, or showModal()).
    props: { title: 'Confirm', children: 'Sure?' },
  },
  DialogTrigger: {
    exempt: 'renders no element of its own: it wires its button to its dialog',
  },
  DialogAction: { props: { children: 'Keep budget' } },
  AlertDialog: { props: { title: 'Delete budget?', description: 'This cannot be undone.' } },
  ConfirmProvider: {
    exempt: 'a provider: it renders its children and the one confirmation, not an element',
  },
  Popover: {
    // Open from the start: the panel renders in a portal at the end of the page.
    props: {
      trigger: <entry.Button>Fees</entry.Button>,
      title: 'Fees',
      children: 'Instant transfers cost $2.99.',
      defaultOpen: true,
    },
    root: () => document.querySelector('[role="dialog"]'),
  },
  Drawer: { props: { title: 'Menu', children: 'Links' } },
  Tooltip: {
    exempt: 'renders no element until shown, then in a portal; its trigger is the child given',
  },

  // Typography
  Text: { props: { children: 'Words' } },
  Heading: { props: { level: 2, children: 'Title' } },
  VisuallyHidden: {
    props: { children: 'Hidden' },
    unstyled: 'a class or a style could draw the hidden words again, as a stray visible label',
  },

  // Media
  Image: { props: { src: '/a.png', alt: 'A', width: 10, height: 10 } },
  Icon: { props: { icon: entry.CheckIcon } },
  ProductIcon: { props: { name: entry.productIconNames[0] } },

  // Data display
  Card: { props: { children: 'Card' } },
  CardGrid: { props: { children: <entry.Card>One</entry.Card> } },
  List: { props: { children: <entry.ListItem>One</entry.ListItem> } },
  Money: { props: { amount: 100 } },
  DateTime: { props: { value: '2027-01-15' } },
  DescriptionList: { props: { items: [{ label: 'Fee', value: '$0.00' }] } },
  ListItem: {
    props: { children: 'One' },
    render: (ListItem, hatch) => (
      <entry.List>
        <ListItem {...hatch} />
      </entry.List>
    ),
    root: (container) => container.querySelector('li'),
  },
  ListRow: { props: { title: 'Rent', href: '/rent' } },
  ListRows: { props: { children: <entry.ListRow as="li" title="Rent" /> } },
  ListRowIcon: { props: { children: 'R' } },
  GridList: {
    props: {
      'aria-label': 'Activity',
      children: <entry.GridListItem id="rent" title="Rent" />,
    },
    // React Aria's focus scope writes a hidden marker before the grid.
    root: (container) => container.querySelector('[role="grid"]'),
  },
  GridListItem: {
    props: { id: 'rent', title: 'Rent' },
    render: (GridListItem, hatch) => (
      <entry.GridList aria-label="Activity">
        <GridListItem {...hatch} />
      </entry.GridList>
    ),
    root: (container) => container.querySelector('[role="row"]'),
  },
  Avatar: { props: { name: 'Ana María' } },
  TagGroup: {
    props: { label: 'Filters', children: <entry.Tag id="food">Food</entry.Tag> },
  },
  Tag: {
    props: { id: 'food', children: 'Food' },
    render: (Tag, hatch) => (
      <entry.TagGroup label="Filters">
        <Tag {...hatch} />
      </entry.TagGroup>
    ),
    root: (container) => container.querySelector('[role="row"]'),
  },
  Meter: { props: { label: 'Budget used', value: 40 } },
  Table: {
    props: {
      caption: 'Budget',
      rowKey: 'id',
      rows,
      columns: [
        { id: 'name', header: 'Item', field: 'name', rowHeader: true },
        { id: 'amount', header: 'Amount', field: 'amount', numeric: true },
      ],
    },
  },

  // Beem components
  VerifyFlow: { props: {} },
  LocaleProvider: { exempt: 'a provider: it hands its tree a locale, and renders no element' },
  BeemProvider: { exempt: 'a provider: it hands its tree settings, and renders no element' },

  // Marketing
  Header: { props: { menus: [], appHref: '/app' } },
  Footer: {
    props: {
      sections: [],
      disclosures: [],
      contact: { email: 'help@example.com' },
      appLinks: { ios: '/ios', android: '/android' },
      social: [],
      copyrightYear: 2026,
    },
  },
  PreFooter: { props: {} },
  FeaturePage: { exempt: 'a whole page template, composed of exported parts held here' },
  PageBody: { props: { children: 'Body' } },
  PageIntro: { props: { title: 'Title' } },
  LinkCards: { props: { items: [{ title: 'Fees', description: 'None.', href: '/fees' }] } },
  Faq: { props: { items: [{ question: 'Why?', answer: 'Because.' }] } },
  TextMeTheAppForm: {
    props: { appLinks: { install: '/app', ios: '/ios', android: '/android' } },
  },
  ShareLinks: { props: { message: 'Beem', social: [] } },
  Seo: { exempt: 'writes the document head, no element in the page body' },
  PlanCards: { props: { plans: [plan] } },
  PlanComparison: { props: { plans: [plan], rows: comparison } },
  PlanDetail: { props: { plan, rows: comparison, compareHref: '/pricing' } },
  CustomerStories: { props: { title: 'Stories', lead: 'Members.', testimonials: [testimonial] } },
  TestimonialCard: { props: { testimonial } },
  TestimonialCarousel: { props: { label: 'Stories', testimonials: [testimonial] } },
  ProductIllustration: { props: { product: entry.productIconNames[0] } },
  Article: { props: { title: 'Fees', headings: [], tree: [] } },
  MarkdownBody: {
    exempt:
      "writes a document's elements side by side, with no element of its own: wrap it to style it",
  },
  CategoryNav: { props: {} },
  PostList: { props: { posts: [] } },
};

/** Every component an entry exports: a function whose name is PascalCase (constants are CAPS). */
const componentsOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter(
    (pair): pair is [string, AnyComponent] =>
      /^[A-Z][a-z]\w*$/.test(pair[0]) && typeof pair[1] === 'function',
  );

const exported = [...componentsOf(entry), ...componentsOf(marketing)];

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  document.body.replaceChildren();
});

/** The root a component writes: React Aria's collections put a <template> before it. */
const firstElement = (container: HTMLElement) =>
  [...container.children].find((element) => element.tagName !== 'TEMPLATE') ?? null;

function mount(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(element);
  });
  mounted.push(() => {
    act(() => {
      root.unmount();
    });
  });
  return container;
}

describe('the escape-hatch contract', () => {
  it('has a row for every exported component', () => {
    const missing = exported.map(([name]) => name).filter((name) => !(name in table));
    expect(
      missing,
      `Give these exports minimal props in the table of scripts/escape-hatch.test.tsx (or an exemption with its reason): ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it.each(
    exported.filter(([name]) => {
      const row = table[name];
      return row !== undefined && !('exempt' in row);
    }),
  )(
    '%s puts className and style on its root, data-* and aria-* in the DOM, and its ref where the docs say',
    (_name, Component) => {
      const row = table[_name] as Case;
      const field = row.kind === 'field';
      const ref = createRef<Element>();
      const hatch: Props = {
        ...row.props,
        className: 'x-hatch',
        style: { outlineOffset: '7px' },
        'data-testid': 'x-hatch',
        'aria-describedby': 'x-hatch-note',
        ref,
        ...(field || row.control ? { id: 'x-hatch-id' } : {}),
      };
      const container = mount(
        row.render ? row.render(Component, hatch) : createElement(Component, hatch),
      );
      const root = row.root ? row.root(container) : firstElement(container);
      expect(root, 'the root element').not.toBeNull();
      if (!root) return;
      if (row.unstyled === undefined) {
        expect(root.classList.contains('x-hatch'), 'className on the root element').toBe(true);
        expect((root as HTMLElement).style.outlineOffset, 'style on the root element').toBe('7px');
      }
      if (row.control) expect(root.id, 'id on the control').toBe('x-hatch-id');
      const target = field ? document.getElementById('x-hatch-id') : root;
      expect(target, field ? 'id on the control' : 'the root').not.toBeNull();
      if (!target) return;
      expect(
        target.getAttribute('data-testid'),
        'data-* on the ' + (field ? 'control' : 'root'),
      ).toBe('x-hatch');
      expect(
        (target.getAttribute('aria-describedby') ?? '').split(' '),
        'aria-* on the ' + (field ? 'control' : 'root'),
      ).toContain('x-hatch-note');
      expect(ref.current, 'ref to the ' + (field ? 'control' : 'root')).toBe(target);
    },
  );
});
