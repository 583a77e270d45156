'use client';
import { useId, type ReactNode } from 'react';
import { Card, CardGrid } from '../Card/Card';
import { Container } from '../Container/Container';
import { Faq } from '../Faq/Faq';
import { Heading } from '../Heading/Heading';
import { ProductIllustration } from '../ProductIllustration/ProductIllustration';
import { Text } from '../Text/Text';
import { useMessages } from '../../helpers/locale/context';
import { featurePageStrings } from '../../helpers/locale/messages/en-US/featurePage';

import type { FeatureContent } from './featureContent';
import * as styles from './FeaturePage.css';

export type { FeatureContent } from './featureContent';

/** A feature page's content, its hero form and an optional tool. */
export interface FeaturePageProps {
  /** Everything the page says: hero, steps, benefits and FAQ. */
  content: FeatureContent;
  /** An interactive tool (calculator, planner) placed between the hero and "How it works". */
  children?: ReactNode;
  /**
   * The hero's form: a `TextMeTheAppForm` given the app's links (a page that hydrates islands
   * passes it as an island).
   */
  form: ReactNode;
}

/**
 * The body every feature page shares: hero with the claim, its footnote and the
 * text-me-the-app form beside the product's illustration (below them on a phone), how it works,
 * benefits and a short FAQ. The page's layout adds the
 * header, pre-footer and footer around it.
 */
export function FeaturePage({ content, children, form }: FeaturePageProps) {
  const t = useMessages(featurePageStrings);
  const id = useId();
  return (
    <>
      <section className={styles.hero} aria-labelledby={`${id}-title`}>
        <Container className={styles.heroInner}>
          <div className={styles.heroMain}>
            <div className={styles.heroText}>
              <p className={styles.eyebrow}>{content.eyebrow}</p>
              <Heading level={1} id={`${id}-title`}>
                {content.title}
              </Heading>
              <p className={styles.claim}>{content.claim}</p>
              <Text size="lg" tone="muted">
                {content.lead}
              </Text>
              {content.footnote && (
                <Text size="xs" tone="muted">
                  {content.footnote}
                </Text>
              )}
            </div>
            {form}
          </div>
          <ProductIllustration product={content.icon} scene={content.scene} />
        </Container>
      </section>
      {children && <Container className={styles.tool}>{children}</Container>}
      <Container as="section" className={styles.section} aria-labelledby={`${id}-steps`}>
        <Heading level={2} size="xxl" id={`${id}-steps`}>
          {t('featurePage.steps')}
        </Heading>
        <CardGrid as="ol" stretch>
          {content.steps.map((step, index) => (
            <Card key={step.title} as="li" surface="subtle">
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Heading level={3} size="lg">
                {step.title}
              </Heading>
              <Text tone="muted">{step.body}</Text>
            </Card>
          ))}
        </CardGrid>
      </Container>
      <Container as="section" className={styles.section} aria-labelledby={`${id}-benefits`}>
        <Heading level={2} size="xxl" id={`${id}-benefits`}>
          {t('featurePage.benefits')}
        </Heading>
        <CardGrid stretch>
          {content.benefits.map((benefit) => (
            <Card key={benefit.title} as="li" surface="subtle">
              <Heading level={3} size="lg">
                {benefit.title}
              </Heading>
              <Text tone="muted">{benefit.body}</Text>
            </Card>
          ))}
        </CardGrid>
      </Container>
      <Faq items={content.faq} />
    </>
  );
}
