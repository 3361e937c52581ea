import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadState } from '../../../ui/page-load-state';

type Props = Pick<ComponentProps<typeof PageLoadState>, 'query' | 'backTo'>;

/** A questionnaire or its answers not here yet: loading, not found, or failed, in the questionnaires' words. */
export function QuestionnaireLoadState({ query, backTo }: Props) {
  const { t } = useTranslation('questionnaires');
  return (
    <PageLoadState
      query={query}
      backTo={backTo}
      backLabel={t('page.backToOrder')}
      notFoundTitle={t('page.notFoundTitle')}
      notFoundMessage={t('page.notFoundMessage')}
    />
  );
}
