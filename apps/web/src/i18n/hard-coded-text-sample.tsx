// A component as the hard-coded text check must catch it (hard-coded-text.test.tsx); not used.
export function HardCodedSample({ name }: { name: string }) {
  return (
    <section aria-label="Greeting" title={`Greeting for ${name}`}>
      Hello there
      <span data-key="play.map.title">&lt;</span>
    </section>
  );
}
