/**
 * `parameters.docs` for stories whose state is reached by their play function (a form sent with
 * errors, a code that was sent, a confirmation that was accepted).
 *
 * A docs page draws its stories inline and does not run their play functions (Storybook's
 * default: plays on one page would fight over focus and scrolling), so every such story looked
 * like the one at rest. These pages show each story in a frame of its own instead, where the play
 * runs as in the story view; each frame has its own focus, so the plays do not meet.
 */
export const playedOnDocsPage = (height: string) => ({
  story: { inline: false, autoplay: true, height },
});
