/**
 * A FAQ accordion where one answer is open at a time: `<details name>` makes the group exclusive
 * in the browser itself, works without JavaScript and is keyboard-operable. The first is open.
 */
export function Faq({ items, group }: { items: ReadonlyArray<{ question: string; answer: string }>; group: string }) {
  return (
    <div className="faq">
      {items.map((f, i) => (
        <details key={f.question} name={group} open={i === 0}>
          <summary>{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
    </div>
  );
}
