import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { FullPageNotice } from '../ui/full-page-notice';

/**
 * The last resort when a page fails to render. Most often a page's code file is gone after a new
 * release was deployed, which a reload fixes.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
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
