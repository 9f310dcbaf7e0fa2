/** Placeholder until the pages engineer's page lands. */
export default function ActivityPage() {
  return <h1 className="text-2xl font-semibold text-ink">Mon activité</h1>;
}
