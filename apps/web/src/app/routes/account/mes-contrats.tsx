/** Placeholder until the pages engineer's page lands. */
export default function ContractsPage() {
  return <h1 className="text-2xl font-semibold text-ink">Mes contrats</h1>;
}
