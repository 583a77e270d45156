import type { BlogCategory } from '@beem/design-system/marketing';

/** What the blog's index and category pages say in one language. */
export interface BlogCopy {
  index: { seo: { title: string; description: string }; title: string; lead: string };
  /** Each category page's lead and search description (120 to 160 characters). */
  categories: Record<BlogCategory, string>;
  eyebrow: string;
  /** A category page's title in search results: "Save: articles". */
  categoryTitle: (label: string) => string;
  /** " (page 2 of 3)", after the title of a list's later pages. */
  ofPages: (page: number, count: number) => string;
  /** "Page 2 of 3. ", before the description of a list's later pages. */
  pageOf: (page: number, count: number) => string;
  pagination: {
    /** The pagination's name: "Save pages", or `blog` on the index. */
    named: (label: string) => string;
    blog: string;
    previous: string;
    next: string;
  };
  /** Said where the posts listed are in another language than the page; none in English. */
  postsLanguageNote?: string;
}

export const blogCopy = {
  index: {
    seo: {
      title: 'Money tips for college students',
      description:
        'Practical guides on saving, spending, earning, credit, taxes, insurance and more, written for US college students by the Beem team.',
    },
    title: 'Money, made simpler',
    lead: 'Practical guides for college students: save more, spend smarter, build credit and stay ahead of bills.',
  },
  /** Each category page's lead and search description (120 to 160 characters). */
  categories: {
    save: 'Build an emergency fund, find a high-yield savings account and make saving automatic, even on a tight student budget.',
    spend:
      'Spend smarter on textbooks, food and everything else college costs, with simple plans that keep your budget on track.',
    earn: 'Side hustles, internships and campus jobs: how students earn more, negotiate offers and make extra income fit class schedules.',
    insurance:
      'Car, renters, health and income insurance explained for students: what each covers, what it costs and how to pay less.',
    taxes:
      'When students need to file, how gig income is taxed and which credits and deductions can grow your refund each year.',
    banking:
      'Choose a student checking account, avoid overdraft and account fees, and set up banking that works for college life.',
    loans:
      'Federal and private student loans and personal loans explained: when borrowing makes sense and how to compare offers.',
    credit:
      'Build credit from scratch in college, understand what moves your score and keep it healthy for apartments and loans.',
    debt: 'Pay off credit cards and other debt faster: avalanche and snowball methods, balance habits and plans that stick.',
    retirement:
      'Why starting early matters: Roth IRAs, employer plans and retirement basics every working student should know.',
    'transfer-money':
      'Send and receive money safely: split rent and bills with roommates, pay friends back and avoid payment app scams.',
  } satisfies Record<BlogCategory, string>,
  eyebrow: 'Blog',
  categoryTitle: (label: string) => `${label}: articles`,
  ofPages: (page: number, count: number) => ` (page ${page} of ${count})`,
  pageOf: (page: number, count: number) => `Page ${page} of ${count}. `,
  pagination: {
    named: (label: string) => `${label} pages`,
    blog: 'Blog pages',
    previous: 'Newer posts',
    next: 'Older posts',
  },
} as const satisfies BlogCopy;
