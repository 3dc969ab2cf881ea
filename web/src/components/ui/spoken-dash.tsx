/** A dash where a figure has no value yet, read out as `label` ("not ranked this month"). */
export function SpokenDash({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </>
  );
}
