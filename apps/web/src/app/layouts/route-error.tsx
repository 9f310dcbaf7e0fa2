import { RefreshCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../components/button';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';

/** A page that failed to render or to load (e.g. its code after a new release): reload or go home. */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-canvas px-6 text-center">
      <Logo />
      <div className="max-w-md">
        <h1 className="text-2xl font-semibold text-ink">{t('errors.title')}</h1>
        <p className="mt-2 text-ink-soft">{t('errors.pageLoad')}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
          {t('actions.retry')}
        </Button>
        <Link to={paths.home} reloadDocument className={buttonStyles({ variant: 'secondary' })}>
          {t('actions.backHome')}
        </Link>
      </div>
    </main>
  );
}

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** The current location's key: going elsewhere clears the error, as leaving a failed route does. */
  locationKey: string;
}

interface RouteErrorBoundaryState {
  hasError: boolean;
}

/** Shows `RouteError` instead of the routes when one of them fails to load or to render. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidUpdate(previousProps: RouteErrorBoundaryProps, previousState: RouteErrorBoundaryState) {
    // Only an error already shown is cleared: the update that shows it may also carry the new location.
    if (previousState.hasError && previousProps.locationKey !== this.props.locationKey)
      this.setState({ hasError: false });
  }

  override render() {
    return this.state.hasError ? <RouteError /> : this.props.children;
  }
}
