/**
 * Visual review inside Storybook, from files alone. `npm run test:stories` writes what its run
 * found (dist/visual-review/review.json, with the baseline, new and diff images beside it), and a
 * Storybook built after that run carries the folder (see `staticDirs` in main.ts). Here the
 * manager reads it: each changed or new story gets a status in the sidebar, and the "Visual
 * review" panel shows the story's baseline, new image and diff side by side, a slider over the
 * two, and the command that accepts the change. No server, account or network is involved: a
 * designer opens the published build and reviews every change in place, as Chromatic's review
 * screen does; accepting stays a per-story command in the repository.
 */
// Storybook bundles manager code with the classic JSX transform, which needs React in scope.
import React, { type CSSProperties } from 'react';
import { AddonPanel } from 'storybook/internal/components';
import {
  addons,
  experimental_getStatusStore,
  types,
  useStorybookState,
} from 'storybook/manager-api';

export const addonId = 'beem/visual-review';
const panelId = `${addonId}/panel`;

export interface ReviewShot {
  status: 'changed' | 'new' | 'orphaned';
  storyId: string;
  name: string;
  component: string;
  /** The baseline's place in the repository. */
  file: string;
  baseline?: string;
  actual?: string;
  diff?: string;
  accept: string;
}
/** A screenshot accepted lately: its image before the commit that accepted it, and after. */
export interface AcceptedShot {
  storyId: string;
  name: string;
  component: string;
  file: string;
  commit: string;
  date: string;
  subject: string;
  before: string;
  after: string;
}
export interface Review {
  counts: Record<ReviewShot['status'], number>;
  snapshots: ReviewShot[];
  accepted?: AcceptedShot[];
}
/** A build made without a story run: only what was accepted lately (build-files.ts). */
interface NoRun {
  run: false;
  accepted?: AcceptedShot[];
}

// Relative to the manager's page, so a build published under a sub-path finds it too.
const base = './visual-review/';
let loading: Promise<Review | NoRun | undefined> | undefined;
/**
 * The build's review: the run's, or, for a build made without one, the screenshots accepted
 * lately (`run: false`, see build-files.ts).
 */
export const loadReview = () =>
  (loading ??= fetch(`${base}review.json`)
    .then((response) => (response.ok ? (response.json() as Promise<Review | NoRun>) : undefined))
    .catch(() => undefined));

const isRun = (review: Review | NoRun | undefined): review is Review =>
  Boolean(review && 'snapshots' in review);

const statusText: Record<ReviewShot['status'], string> = {
  changed: 'Changed: this run differs from the baseline',
  new: 'New: no baseline has been accepted yet',
  orphaned: 'Orphaned: no story makes this baseline any more',
};

const styles = {
  panel: { padding: 16, display: 'grid', gap: 24, font: 'inherit' },
  shot: { display: 'grid', gap: 12 },
  images: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 12 },
  figure: { margin: 0, display: 'grid', gap: 4, alignContent: 'start' },
  image: {
    maxWidth: '100%',
    border: '1px solid #c9ced6',
    background: 'repeating-conic-gradient(#eef0f3 0 25%, #fff 0 50%) 0 0 / 16px 16px',
  },
  code: { fontFamily: 'monospace', background: '#eef0f3', padding: '2px 6px', borderRadius: 4 },
} satisfies Record<string, CSSProperties>;

/** The older image under the newer, the newer cut off where the slider stands. */
function Slider({
  name,
  under,
  over,
  underLabel,
  overLabel,
}: {
  name: string;
  under?: string;
  over?: string;
  underLabel: string;
  overLabel: string;
}) {
  const [at, setAt] = React.useState(50);
  if (!under || !over) return null;
  return (
    <figure style={styles.figure}>
      <figcaption>
        <label>
          Slide between {underLabel} and {overLabel}{' '}
          <input
            type="range"
            min={0}
            max={100}
            value={at}
            aria-valuetext={`${at}% ${overLabel}`}
            onChange={(event) => {
              setAt(Number(event.target.value));
            }}
          />
        </label>
      </figcaption>
      <div style={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }}>
        <img
          src={base + under}
          alt={`${name}, ${underLabel}, under the slider`}
          style={styles.image}
        />
        <img
          src={base + over}
          alt={`${name}, ${overLabel}, over the ${underLabel} up to the slider`}
          style={{
            ...styles.image,
            position: 'absolute',
            inset: 0,
            clipPath: `inset(0 ${100 - at}% 0 0)`,
          }}
        />
      </div>
    </figure>
  );
}

/** Images side by side, each opening at full size in a tab of its own. */
function Figures({ figures }: { figures: { label: string; src: string; alt: string }[] }) {
  return (
    <div style={styles.images}>
      {figures.map(({ label, src, alt }) => (
        <figure key={label} style={styles.figure}>
          <figcaption>{label}</figcaption>
          <a href={base + src} target="_blank" rel="noreferrer">
            <img src={base + src} alt={alt} style={styles.image} />
          </a>
        </figure>
      ))}
    </div>
  );
}

function Shot({ shot }: { shot: ReviewShot }) {
  const figures = [
    shot.baseline && { label: 'Baseline', alt: 'Baseline of', src: shot.baseline },
    shot.actual && { label: 'New image', alt: "This run's", src: shot.actual },
    shot.diff && { label: 'Diff', alt: 'Pixels that differ in', src: shot.diff },
  ].filter((figure): figure is { label: string; alt: string; src: string } => Boolean(figure));
  return (
    <section style={styles.shot} aria-label={shot.name} data-shot={shot.name}>
      <h3 style={{ margin: 0 }}>{shot.name}</h3>
      <p style={{ margin: 0 }}>
        <strong>{statusText[shot.status]}</strong> ({shot.file})
      </p>
      <Figures
        figures={figures.map(({ label, alt, src }) => ({ label, src, alt: `${alt} ${shot.name}` }))}
      />
      <Slider
        name={shot.name}
        under={shot.baseline}
        over={shot.actual}
        underLabel="baseline"
        overLabel="new screenshot"
      />
      <p style={{ margin: 0 }}>
        Accept this change: <code style={styles.code}>{shot.accept}</code>
      </p>
    </section>
  );
}

function Accepted({ shot }: { shot: AcceptedShot }) {
  return (
    <section style={styles.shot} aria-label={`${shot.name}, accepted`} data-accepted={shot.name}>
      <h3 style={{ margin: 0 }}>{shot.name}</h3>
      <p style={{ margin: 0 }}>
        <strong>
          Accepted in {shot.commit} on {shot.date}:
        </strong>{' '}
        {shot.subject} ({shot.file})
      </p>
      <Figures
        figures={[
          { label: 'Before', src: shot.before, alt: `${shot.name}, before` },
          { label: 'Accepted', src: shot.after, alt: `${shot.name}, accepted` },
        ]}
      />
      <Slider
        name={shot.name}
        under={shot.before}
        over={shot.after}
        underLabel="screenshot before"
        overLabel="accepted screenshot"
      />
    </section>
  );
}

/** This story's screenshots accepted lately, or a line saying there are none. */
function AcceptedForStory({ accepted, storyId }: { accepted: AcceptedShot[]; storyId: string }) {
  const own = accepted.filter((shot) => shot.storyId === storyId);
  if (own.length === 0) {
    return (
      <p style={{ margin: 0 }}>
        No screenshot of this story was accepted in the last commits that changed one.
      </p>
    );
  }
  return (
    <>
      <h3 style={{ margin: 0 }}>Accepted lately</h3>
      {own.map((shot) => (
        <Accepted key={shot.name} shot={shot} />
      ))}
    </>
  );
}

function ReviewPanel() {
  const { storyId } = useStorybookState();
  const [review, setReview] = React.useState<Review | NoRun | null | undefined>(null);
  React.useEffect(() => {
    void loadReview().then(setReview);
  }, []);
  if (review === null) return <p style={styles.panel}>Reading this build&apos;s review…</p>;
  if (!isRun(review)) {
    return (
      <div style={styles.panel}>
        <p style={{ margin: 0 }}>
          This build was made without a story run, so it shows the screenshots accepted lately.
          Build Storybook after <code style={styles.code}>npm run test:stories</code> to review that
          run&apos;s changes too.
        </p>
        <AcceptedForStory accepted={review?.accepted ?? []} storyId={storyId} />
      </div>
    );
  }
  const own = review.snapshots.filter((shot) => shot.storyId === storyId);
  const orphaned = review.snapshots.filter((shot) => shot.status === 'orphaned');
  const { changed, new: added, orphaned: left } = review.counts;
  return (
    <div style={styles.panel}>
      <p style={{ margin: 0 }}>
        This run: {changed} changed, {added} new, {left} orphaned.{' '}
        {own.length ? '' : 'Nothing to review for this story.'}
      </p>
      {own.map((shot) => (
        <Shot key={shot.name} shot={shot} />
      ))}
      <AcceptedForStory accepted={review.accepted ?? []} storyId={storyId} />
      {orphaned.length > 0 && (
        <section style={styles.shot} aria-label="Baselines no story makes">
          <h3 style={{ margin: 0 }}>Baselines no story makes any more</h3>
          <ul>
            {orphaned.map((shot) => (
              <li key={shot.name}>
                {shot.file}: delete with <code style={styles.code}>{shot.accept}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

addons.register(addonId, () => {
  void loadReview().then((review) => {
    if (!isRun(review)) return;
    const byStory = new Map<string, ReviewShot[]>();
    for (const shot of review.snapshots) {
      if (shot.status === 'orphaned') continue;
      byStory.set(shot.storyId, [...(byStory.get(shot.storyId) ?? []), shot]);
    }
    experimental_getStatusStore(addonId).set(
      [...byStory].map(([storyId, shots]) => {
        const changed = shots.some((shot) => shot.status === 'changed');
        return {
          storyId,
          typeId: addonId,
          value: changed ? 'status-value:warning' : 'status-value:new',
          title: changed ? 'Visual change' : 'New snapshot',
          description: `${shots.length} screenshot${shots.length === 1 ? '' : 's'} to review: open the Visual review panel.`,
        };
      }),
    );
  });
  addons.add(panelId, {
    type: types.PANEL,
    title: 'Visual review',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <ReviewPanel />
      </AddonPanel>
    ),
  });
});
