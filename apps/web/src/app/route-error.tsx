import { Button } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FullPageNotice } from '../ui/full-page-notice';

/**
 * The last resort when a page fails to render. Most often a page's code file is gone after a new
 * release was deployed, which a reload fixes.
 */
function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  if (import.meta.env.DEV) console.error(error);
  return (
    <FullPageNotice
      title={t('errors.pageTitle')}
      message={t('errors.pageMessage')}
      action={
        <Button mt="md" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      }
    />
  );
}

type BoundaryProps = { pathname: string; children: ReactNode };

class Boundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // Another address gets another chance, as the router's own error screen gave it.
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false, error: undefined });
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Shows RouteError instead of a page that failed to render (or whose code could not be fetched). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
