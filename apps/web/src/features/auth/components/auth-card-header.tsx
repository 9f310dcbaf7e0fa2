import type { ReactNode } from 'react';

interface AuthCardHeaderProps {
  title: string;
  intro?: ReactNode;
  icon?: ReactNode;
}

/** The page's one h1 and its sentence, above a sign-in form. */
export function AuthCardHeader({ title, intro, icon }: AuthCardHeaderProps) {
  return (
    <header className="mb-8">
      {icon ? (
        <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent [&_svg]:size-6">
          {icon}
        </div>
      ) : null}
      <h1 className="text-3xl font-semibold tracking-tight text-ink">{title}</h1>
      {intro ? <p className="mt-2 text-ink-soft">{intro}</p> : null}
    </header>
  );
}
