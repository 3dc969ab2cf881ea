/** A queue item's details as label/value pairs (who sent it, when…). */
export function ItemFacts({ facts }: { facts: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-stone-500">{label}</dt>
          <dd className="break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
