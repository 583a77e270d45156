/** No Beem component: the page every budget is measured over. */
export default function Empty() {
  return (
    <main>
      <h1>A page without Beem</h1>
      <p>The layout and providers only.</p>
    </main>
  );
}
