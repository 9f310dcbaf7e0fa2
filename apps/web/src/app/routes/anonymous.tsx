/** Placeholder until the pages engineer's page lands. */
export default function AnonymousPage() {
  return <h1 className="text-2xl font-semibold text-ink">Bienvenue sur Campus</h1>;
}
