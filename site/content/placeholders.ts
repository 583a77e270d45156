/**
 * What the site still publishes in place of facts the business has not supplied: the product
 * profile's marked stand-ins (`placeholder(…)` in profile.ts), store links included, and the
 * illustrative testimonials. The build prints this list so the gaps are seen
 * at every build, not found by a visitor.
 */
import { findPlaceholders, type PlaceholderUse } from './placeholder';
import { organization, productProfile } from './profile';
import { testimonials } from './testimonials';

export const placeholdersInUse = (): PlaceholderUse[] =>
  findPlaceholders({ productProfile, organization });

export function placeholderReport(
  uses: readonly PlaceholderUse[] = placeholdersInUse(),
  illustrativeTestimonials = testimonials.filter((testimonial) => testimonial.illustrative).length,
): string {
  const lines =
    uses.length === 0
      ? ['No placeholders left in the product profile.']
      : [
          `${uses.length} placeholders still in use. Replace them in site/content/profile.ts. Structured data and meta tags leave them out and the footer shows no placeholder phone, street or ZIP code, but the store badges, social links and install link still point at theirs:`,
          ...uses.map(
            ({ value, note, fields }) =>
              `  - ${fields.join(', ')} = ${JSON.stringify(value)}: ${note}`,
          ),
        ];
  if (illustrativeTestimonials > 0)
    lines.push(
      `${illustrativeTestimonials} testimonials are illustrative examples, labelled as such on the home page and /customer-stories (site/content/testimonials.ts).`,
    );
  return lines.join('\n');
}
