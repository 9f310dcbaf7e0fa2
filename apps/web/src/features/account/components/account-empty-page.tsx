import type { ReactNode } from 'react';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';

interface AccountEmptyPageProps {
  title: string;
  intro: string;
  icon: ReactNode;
  message: string;
  action: ReactNode;
}

/** An account page with nothing to list yet: its title, what it holds, and what to do meanwhile. */
export function AccountEmptyPage({ title, intro, icon, message, action }: AccountEmptyPageProps) {
  return (
    <>
      <PageHeader title={title} description={intro} />
      <Card>
        <EmptyState icon={icon} action={action} className="py-14">
          {message}
        </EmptyState>
      </Card>
    </>
  );
}
