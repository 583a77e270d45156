import { Suspense, lazy, useEffect, useRef, type ComponentType } from 'react';

/** How far below the screen an island starts loading, so it is live before it is reached. */
const AHEAD = '400px 0px';

/**
 * An island of a prerendered page whose code loads only when it comes near the screen.
 *
 * The prerenderer renders the component in full, so its HTML (and the content) is there from the
 * start. In the browser the component sits behind a Suspense boundary whose lazy code waits for
 * the wrapper to approach the viewport: until then React leaves the server HTML in place,
 * dehydrated, and the page's first load does not carry the island's code (the home page's
 * carousel and embla). Once loaded, React hydrates the boundary against the same HTML; if the
 * code cannot be loaded (a dropped connection), the HTML simply stays as it was prerendered.
 *
 * Call it at module level: one gate per island.
 */
export function hydrateOnVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let reveal: () => void = () => undefined;
  const visible = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  const Island = lazy(async () => {
    // Prerendering has no viewport and must not wait for one, and a failure there must fail.
    if (typeof window === 'undefined') return { default: await load() };
    await visible;
    try {
      return { default: await load() };
    } catch (error) {
      // A rejected lazy component would make React throw the boundary away (with the content
      // the visitor is reading). Never settling keeps it dehydrated: the prerendered HTML stays,
      // static but whole.
      console.error('An island could not load; its prerendered content stays as it is.', error);
      return new Promise<never>(() => undefined);
    }
  });

  return function OnVisible(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          reveal();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
      };
    }, []);
    return (
      <div ref={wrapper}>
        <Suspense fallback={null}>
          <Island {...props} />
        </Suspense>
      </div>
    );
  };
}
