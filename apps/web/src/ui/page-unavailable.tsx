import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from './list-states';

/** A screen the site has switched off (spec 002 2.12: "The page is not available"). */
export function PageUnavailable() {
  const { t } = useTranslation('common');
  return (
    <Paper withBorder radius="md" maw={960} mx="auto" w="100%" data-testid="page-unavailable">
      <ListEmpty text={t('pageUnavailable')} />
    </Paper>
  );
}
