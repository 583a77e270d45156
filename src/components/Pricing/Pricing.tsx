'use client';
/**
 * Membership plan cards, the comparison table and one plan's detail. They stay in the library
 * although only the marketing site shows them today: Beem's plans are the same on every surface
 * (the web app's plan screens would show the same cards), and the components carry no plan of
 * their own. The plans, prices and rows are the app's content, passed in as props (the site's
 * are in its pricing content); only the plan ids, `planIds`, are fixed here, as every surface
 * shares them.
 */
import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef } from 'react';
import { Button } from '../Button/Button';
import { Card, CardGrid, type CardGridProps } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { List, ListItem } from '../List/List';
import { Table, type TableColumn, type TableProps } from '../Table/Table';
import { Text } from '../Text/Text';
import type { ComparisonRow, Plan } from './plans';
import * as styles from './Pricing.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useMessages } from '../../helpers/locale/context';
import { pricingStrings } from '../../helpers/locale/messages/en-US/pricing';
import type { BeemLocale } from '../../helpers/locale/translate';
import { Check as CheckIcon } from '../Icon/glyphs/Check';
import { Minus as MinusIcon } from '../Icon/glyphs/Minus';

export { planIds, type ComparisonRow, type Plan, type PlanId } from './plans';

/** "$4.00": a price in US dollars, always with cents, written for the locale (en-US by default). */
export const formatPrice = (amount: number, locale: BeemLocale = 'en-US') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);

/** "$4.00/mo" on screen, "$4.00 per month" to a screen reader. */
function MonthlyPrice({ amount }: { amount: number }) {
  const t = useMessages(pricingStrings);
  return (
    <>
      {formatPrice(amount, t.locale)}
      <span className={styles.per} aria-hidden="true">
        {t('pricing.perMonthShort')}
      </span>
      <VisuallyHidden> {t('pricing.perMonth')}</VisuallyHidden>
    </>
  );
}

/** A tick or a dash, with the words a screen reader needs. */
function Availability({ value }: { value: boolean | string }) {
  const t = useMessages(pricingStrings);
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      <Icon
        icon={value ? CheckIcon : MinusIcon}
        className={value ? styles.included : styles.excluded}
      />
      <VisuallyHidden>{t(value ? 'pricing.included' : 'pricing.notIncluded')}</VisuallyHidden>
    </>
  );
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the grid. */
export interface PlanCardsProps extends Omit<CardGridProps, 'children'> {
  /** The plans, a card each, in order. */
  plans: readonly Plan[];
  /**
   * 2 on the pricing page (under its h1), 3 inside a section.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** One card per plan: name, tag, monthly price, who it is for, highlights and its page. */
export function PlanCards({ plans, headingLevel = 2, ...props }: PlanCardsProps) {
  const t = useMessages(pricingStrings);
  return (
    <CardGrid stretch {...props}>
      {plans.map((plan) => (
        <Card
          key={plan.id}
          as="li"
          space="3"
          heading={plan.name}
          headingLevel={headingLevel}
          headingSize="xl"
          badge={plan.tag && <span className={styles.tagPill}>{plan.tag}</span>}
          className={styles.card}
        >
          <p className={styles.price}>
            <MonthlyPrice amount={plan.monthlyPrice} />
          </p>
          <Text tone="muted">{plan.summary}</Text>
          <List icon={CheckIcon} tone="positive">
            {plan.highlights.map((highlight) => (
              <ListItem key={highlight}>{highlight}</ListItem>
            ))}
          </List>
          <Button href={plan.href} variant="secondary">
            {t('pricing.seePlan', { plan: plan.name })}
          </Button>
        </Card>
      ))}
    </CardGrid>
  );
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the table's frame. */
export interface PlanComparisonProps extends Omit<
  TableProps<ComparisonRow>,
  'caption' | 'columns' | 'rows' | 'rowKey'
> {
  /** The plans, a column each after the features', in order. */
  plans: readonly Plan[];
  /** The features, a row each, in order. */
  rows: readonly ComparisonRow[];
  /**
   * The table's caption; the catalogue's in the reader's language when left out.
   * @default Compare plans
   */
  caption?: string;
}

/**
 * Every feature against every plan, on the `Table` primitive: a row header per feature and a
 * column per plan, headed by its name and monthly price. On a phone the columns stay and the
 * table scrolls sideways in its own focusable region, so keyboard users can scroll it too
 * (WCAG 2.1.1): reading across a row is the point of a comparison.
 */
export function PlanComparison({ plans, rows, caption, ...props }: PlanComparisonProps) {
  const t = useMessages(pricingStrings);
  const columns: readonly TableColumn<ComparisonRow>[] = [
    { id: 'feature', header: t('pricing.feature'), rowHeader: true, cell: (row) => row.feature },
    ...plans.map((plan): TableColumn<ComparisonRow> => ({
      id: plan.id,
      header: (
        <>
          {plan.name}
          <span className={styles.columnPrice}>
            <MonthlyPrice amount={plan.monthlyPrice} />
          </span>
        </>
      ),
      align: 'center',
      cell: (row) => <Availability value={row.values[plan.id]} />,
    })),
  ];
  return (
    <Table
      {...props}
      caption={caption ?? t('pricing.compare')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.feature}
    />
  );
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to its root. */
export interface PlanDetailProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The plan the page is about: its price, summary and values. */
  plan: Plan;
  /**
   * Every feature: ticked (with the plan's value when it is a string), or muted with a dash when
   * the plan lacks it.
   */
  rows: readonly ComparisonRow[];
  /** Where "Compare all plans" leads: the page with every plan. */
  compareHref: string;
}

/** One plan's page body: its price, who it is for, and every feature, included or not. */
export function PlanDetail({ plan, rows, compareHref, className, ...props }: PlanDetailProps) {
  const id = useId();
  const t = useMessages(pricingStrings);
  return (
    <div {...props} className={clsx(styles.detail, className)}>
      <p className={styles.price}>
        <MonthlyPrice amount={plan.monthlyPrice} />
      </p>
      <Text tone="muted">{plan.summary}</Text>
      <section className={styles.detailSection} aria-labelledby={id}>
        <Heading level={2} size="xxl" id={id}>
          {t('pricing.includes', { plan: plan.name })}
        </Heading>
        <List icon={CheckIcon} tone="positive">
          {rows.map((row) => {
            const value = row.values[plan.id];
            return value === false ? (
              <ListItem
                key={row.feature}
                icon={MinusIcon}
                tone="muted"
                iconLabel={t('pricing.notIncluded')}
                className={styles.excludedText}
              >
                {row.feature}
              </ListItem>
            ) : (
              <ListItem key={row.feature} iconLabel={t('pricing.included')}>
                {row.feature}
                {typeof value === 'string' && `: ${value}`}
              </ListItem>
            );
          })}
        </List>
      </section>
      <Button href={compareHref} variant="secondary">
        {t('pricing.compareAll')}
      </Button>
    </div>
  );
}
