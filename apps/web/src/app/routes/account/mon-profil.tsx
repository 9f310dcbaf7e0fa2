/** Placeholder until the pages engineer's page lands. */
export default function ProfilePage() {
  return <h1 className="text-2xl font-semibold text-ink">Mon profil</h1>;
}
