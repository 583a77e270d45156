/**
 * Illustrative testimonials: students and quotes written by Beem to show how the app can be used.
 * None of them is a real customer, and nothing may present them as one.
 *
 * The FTC's Rule on the Use of Consumer Reviews and Testimonials (16 CFR Part 465, in force since
 * 21 October 2024) makes it unlawful for a business to write or show a consumer testimonial that
 * misrepresents, expressly or by implication, that the person exists, that they used the product,
 * or what their experience was. Each of these is therefore marked `illustrative`, which makes its
 * card say "Illustrative example, not a real customer" in its visible text and in its accessible
 * name, and the section that shows them says the same above the cards. That was chosen over
 * showing no testimonials at all in production: the home page and /customer-stories keep their
 * layout, and the stories are honest as they stand. For the same reason they carry first names
 * only, no real school, and no star rating, review count or Review structured data anywhere.
 *
 * Real testimonials replace these only with each person's consent to be quoted, their words as
 * they gave them, and a disclosure of any payment or other connection to Beem; a real one is not
 * marked `illustrative`.
 *
 * Site content, not library content: the library's carousel and customer-stories section take
 * their testimonials as a prop, and only the site shows these.
 */

/** The customer-stories section's heading and lead, on the home page and /customer-stories. */
export const customerStoriesCopy = {
  title: 'How students can use Beem',
  lead: 'Covering bills before payday, building credit and saving: what Beem can do for a college student.',
} as const;

import type { Testimonial } from '@beem/design-system/marketing';

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Maya',
    title: 'Junior with a campus job',
    shortDescription: 'Rent was due before payday.',
    description:
      'I got a cash advance in minutes and paid it back when my campus job paid out. No late fee, no stress.',
    imgUrl: '/stories/maya.svg',
    isNewDesign: false,
    illustrative: true,
  },
  {
    name: 'Jordan',
    title: 'Sophomore sharing an apartment',
    shortDescription: 'Splitting bills is finally easy.',
    description:
      'My roommates and I send each other money instantly. The budget planner showed me where my coffee money goes.',
    imgUrl: '/stories/jordan.svg',
    isNewDesign: true,
    illustrative: true,
  },
  {
    name: 'Priya',
    title: 'Senior checking her credit',
    shortDescription: 'My first credit score check.',
    description:
      'Credit monitoring told me what actually moves my score. I went from not knowing to a plan in a week.',
    imgUrl: '/stories/priya.svg',
    isNewDesign: false,
    illustrative: true,
  },
  {
    name: 'Diego',
    title: 'Grad student who drives to class',
    shortDescription: 'Car insurance for less.',
    description: 'Comparing quotes in the app saved me money on my car insurance this semester.',
    imgUrl: '/stories/diego.svg',
    isNewDesign: true,
    illustrative: true,
  },
  {
    name: 'Aisha',
    title: 'First-year student',
    shortDescription: 'Deals I actually use.',
    description: 'Student discounts on food and textbooks add up. Beem puts them in one place.',
    imgUrl: '/stories/maya.svg',
    isNewDesign: false,
    illustrative: true,
  },
  {
    name: 'Sam',
    title: 'Junior filing taxes for the first time',
    shortDescription: 'Filing taxes took an evening.',
    description:
      'The tax calculator told me to expect a refund, and filing online was quicker than I feared.',
    imgUrl: '/stories/jordan.svg',
    isNewDesign: false,
    illustrative: true,
  },
];
