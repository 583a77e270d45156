/**
 * Field data: the Core Web Vitals of real visits (LCP, INP and CLS), measured by Google's
 * `web-vitals` library (its attribution build, about 4 KB gzip) and sent as `web_vital` events
 * through the site's analytics. The lab figures in bench/REPORT.md say what a page can do; these
 * say what visitors on their own phones and networks got. docs/AnalyticsAndErrors.mdx, "Field
 * data", says how to read them.
 *
 * A sample of visits reports (`VITE_VITALS_SAMPLE_RATE`, 10 % unless set), decided once per page
 * view, so the analytics volume stays small. The library loads once the page is idle, never in the
 * first load: its observers are buffered, so the paint and shifts before it arrived still count.
 *
 * No personal data: an event carries the metric, its rating and where the time went, with CSS
 * selectors for the elements involved and resource addresses without their query. Never a field's
 * value, never a query string.
 */
import type { BeemTracker } from '@beem/design-system';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { pageIdle, siteTracker, withoutQuery } from './mixpanel';

export const VITALS_EVENT = 'web_vital';
export const DEFAULT_SAMPLE_RATE = 0.1;

type Properties = Record<string, string | number>;

/** Milliseconds to whole numbers; CLS is unitless and small, so it keeps four places. */
const ms = (value: number) => Math.round(value);
/** Selectors come from the page's own markup; a long one is cut so an event stays small. */
const selector = (value: string | undefined) => (value ?? '').slice(0, 120);

function attribution(metric: MetricWithAttribution): Properties {
  switch (metric.name) {
    case 'LCP':
      return {
        element: selector(metric.attribution.target),
        resource: metric.attribution.url ? withoutQuery(metric.attribution.url) : '',
        timeToFirstByte: ms(metric.attribution.timeToFirstByte),
        resourceLoadDelay: ms(metric.attribution.resourceLoadDelay),
        resourceLoadDuration: ms(metric.attribution.resourceLoadDuration),
        elementRenderDelay: ms(metric.attribution.elementRenderDelay),
      };
    case 'INP':
      return {
        element: selector(metric.attribution.interactionTarget),
        interactionType: metric.attribution.interactionType,
        inputDelay: ms(metric.attribution.inputDelay),
        processingDuration: ms(metric.attribution.processingDuration),
        presentationDelay: ms(metric.attribution.presentationDelay),
        loadState: metric.attribution.loadState,
      };
    case 'CLS':
      return {
        element: selector(metric.attribution.largestShiftTarget),
        largestShiftValue: Number((metric.attribution.largestShiftValue ?? 0).toFixed(4)),
        loadState: metric.attribution.loadState ?? '',
      };
    default:
      return {};
  }
}

/** What one metric sends: its value, rating and attribution, and nothing of the visitor's. */
export function vitalProperties(metric: MetricWithAttribution): Properties {
  return {
    metric: metric.name,
    value: metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : ms(metric.value),
    rating: metric.rating,
    navigationType: metric.navigationType,
    // Random per page view: joins a page's three metrics without naming anybody.
    pageViewId: metric.id,
    ...attribution(metric),
  };
}

type Report = (metric: MetricWithAttribution) => void;

/** The three functions used from `web-vitals/attribution`. */
interface VitalsLibrary {
  onLCP: (report: Report) => void;
  onINP: (report: Report) => void;
  onCLS: (report: Report) => void;
}

export interface WebVitalsOptions {
  sampleRate: number;
  target?: BeemTracker;
  random?: () => number;
  load?: () => Promise<VitalsLibrary>;
}

/** Starts reporting for this page view, if it is in the sample. Returns whether it is. */
export function reportWebVitals({
  sampleRate,
  target = siteTracker,
  random = Math.random,
  load = async () => {
    await pageIdle(window);
    const library = await import('web-vitals/attribution');
    return {
      onLCP: (report) => {
        library.onLCP(report);
      },
      onINP: (report) => {
        library.onINP(report);
      },
      onCLS: (report) => {
        library.onCLS(report);
      },
    };
  },
}: WebVitalsOptions): boolean {
  if (!(random() < sampleRate)) return false;
  const send: Report = (metric) => {
    target.track(VITALS_EVENT, { label: metric.name, data: vitalProperties(metric) });
  };
  void load()
    .then(({ onLCP, onINP, onCLS }) => {
      onLCP(send);
      onINP(send);
      onCLS(send);
    })
    // Field data is a nice-to-have: a failed load costs the page nothing.
    .catch(() => undefined);
  return true;
}

/** The sample rate from the build's environment: a number from 0 to 1, else the default. */
export function sampleRateFrom(value: string | undefined): number {
  const rate = Number(value);
  return value !== undefined && value !== '' && rate >= 0 && rate <= 1 ? rate : DEFAULT_SAMPLE_RATE;
}
