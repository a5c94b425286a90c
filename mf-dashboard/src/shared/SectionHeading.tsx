/** A heading between groups of panels (participation, scores). */
export function SectionHeading({ id, title, hint }: { id: string; title: string; hint?: string }) {
  return (
    <div className="hm-dash-section-heading">
      <h2 id={`hm-dash-section-${id}`}>{title}</h2>
      {hint && <p>{hint}</p>}
    </div>
  );
}
