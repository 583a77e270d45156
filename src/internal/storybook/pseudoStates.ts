/**
 * Interactive states forced on for a story's picture (`parameters.pseudo`): hover, keyboard
 * focus, press and a visited link, each shown at rest on the element a selector names.
 *
 * Every `:hover`, `:focus-visible`, `:active`… rule on the page gains a class twin
 * (`.pseudo-hover`, …), and the named elements get the class. This replaces
 * storybook-addon-pseudo-states, which did both from Storybook's STORY_RENDERED event. Storybook
 * sends that event only after a story's play function has finished, so in the built Storybook a
 * play that checked a forced state always failed (the story tests passed only because their
 * setup sent the event early), and the classes were set once: a component that re-rendered its
 * class name (two examples of one story on a docs page, a field that took focus) dropped them.
 * Here both happen in a layout effect, before the play function starts, and the classes are kept
 * on for as long as the story is shown.
 */

/** `parameters.pseudo`: a selector or selectors per state, inside `rootSelector` (default: the
 * story's own canvas; `body` for content rendered outside it, such as an open drawer). */
export interface PseudoStateParameter {
  hover?: string | string[];
  active?: string | string[];
  focusVisible?: string | string[];
  focusWithin?: string | string[];
  focus?: string | string[];
  visited?: string | string[];
  rootSelector?: string;
}

const states = {
  hover: 'hover',
  active: 'active',
  focusVisible: 'focus-visible',
  focusWithin: 'focus-within',
  focus: 'focus',
  visited: 'visited',
} as const;

type StateKey = keyof typeof states;

// `:focus` must not match the start of `:focus-visible` or `:focus-within`; a state after an
// escaped colon (`.hover\:underline`) is part of a class name, not a state.
const statePattern = /(?<!\\):(hover|active|focus-visible|focus-within|focus|visited)(?![\w-])/g;

/** The selector with each state outside `:not(…)` turned into its class. */
function classesOutsideNot(selector: string): string {
  let out = '';
  let index = 0;
  while (index < selector.length) {
    if (selector.startsWith(':not(', index)) {
      const end = closingParen(selector, index + 4);
      out += selector.slice(index, end + 1);
      index = end + 1;
      continue;
    }
    statePattern.lastIndex = index;
    const match = statePattern.exec(selector);
    if (match?.index === index) {
      out += `.pseudo-${match[1]}`;
      index += match[0].length;
    } else {
      out += selector.charAt(index);
      index += 1;
    }
  }
  return out;
}

function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')' && --depth === 0) return index;
  }
  return text.length - 1;
}

/** Splits a selector list at its top-level commas. */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

const hasState = (selector: string) => {
  statePattern.lastIndex = 0;
  return statePattern.test(selector);
};

/**
 * One selector's forms once its states may be forced: `:not(:focus-visible)` also excludes the
 * forced class, and a selector that asks for a state gains a twin that asks for the class.
 */
export function pseudoSelectors(selector: string): string[] {
  if (!hasState(selector) || selector.includes('.pseudo-')) return [selector];
  let negated = '';
  let index = 0;
  while (index < selector.length) {
    const at = selector.indexOf(':not(', index);
    if (at === -1) {
      negated += selector.slice(index);
      break;
    }
    const end = closingParen(selector, at + 4);
    const inner = selector.slice(at + 5, end);
    negated += selector.slice(index, at);
    negated += hasState(inner)
      ? `:not(${inner}, ${splitSelectorList(inner).map(classesOutsideNot).join(', ')})`
      : selector.slice(at, end + 1);
    index = end + 1;
  }
  const twin = classesOutsideNot(negated);
  return twin === negated ? [negated] : [negated, twin];
}

/**
 * The rule's selector list with its forced-state twins, or undefined when it has no state.
 * `valid` keeps out a twin the browser would reject (a state after a pseudo-element, as in
 * `::-webkit-slider-thumb:hover`), which would otherwise void the whole list.
 */
export function pseudoSelectorList(
  list: string,
  valid: (selector: string) => boolean = () => true,
): string | undefined {
  if (!hasState(list) || list.includes('.pseudo-')) return undefined;
  const selectors = splitSelectorList(list).flatMap((selector) => {
    const forms = pseudoSelectors(selector);
    const kept = forms.filter((form) => form === selector || valid(form));
    return kept.length ? kept : [selector];
  });
  return selectors.join(', ');
}

const validSelector = (selector: string) => {
  try {
    return CSS.supports(`selector(${selector})`);
  } catch {
    return false;
  }
};

function rewriteRules(rules: CSSRuleList) {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      const rewritten = pseudoSelectorList(rule.selectorText, validSelector);
      if (rewritten) rule.selectorText = rewritten;
    }
    // @media, @supports, @layer, @container and nested rules.
    if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules.length) {
      rewriteRules((rule as CSSGroupingRule).cssRules);
    }
  }
}

// A stylesheet is rewritten once. One whose text changes (a style element the dev server updates)
// is a new sheet object, and is rewritten again.
const rewritten = new WeakSet<CSSStyleSheet>();

/** Gives every state rule on the page its class twin. */
export function rewritePseudoStateRules(doc: Document = document) {
  for (const sheet of Array.from(doc.styleSheets)) {
    if (rewritten.has(sheet)) continue;
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      // Another origin's sheet cannot be read; Beem's own styles are all same-origin.
      continue;
    }
    rewriteRules(rules);
    rewritten.add(sheet);
  }
}

const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Adds each state's class to what its selectors name under `root`. Adds only what is missing. */
export function applyPseudoStates(root: ParentNode, parameter: PseudoStateParameter) {
  for (const key of Object.keys(states) as StateKey[]) {
    for (const selector of asList(parameter[key])) {
      for (const element of Array.from(root.querySelectorAll(selector))) {
        const name = `pseudo-${states[key]}`;
        if (!element.classList.contains(name)) element.classList.add(name);
      }
    }
  }
}

/**
 * Forces the states on under `root` and keeps them on: React sets a component's whole class
 * attribute when its class name changes (React Aria's do on focus, hover and press), which drops
 * a class added from outside, and content can render later (a drawer, an overlay).
 */
export function holdPseudoStates(root: Element, parameter: PseudoStateParameter): () => void {
  rewritePseudoStateRules(root.ownerDocument);
  applyPseudoStates(root, parameter);
  const observer = new MutationObserver(() => {
    // A stylesheet loaded with late content (a lazily imported component) gets its twins too.
    rewritePseudoStateRules(root.ownerDocument);
    applyPseudoStates(root, parameter);
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  return () => {
    observer.disconnect();
  };
}
