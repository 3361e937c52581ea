import type { Answers } from '@portal/domain/questionnaires/rules';
import { getSurvey, submitSurvey } from '@portal/domain/surveys/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../platform/api-client';

export type SurveyRef = { orderId: string; surveyId: string };

export const surveyKey = (ref: SurveyRef) => ['survey', ref.orderId, ref.surveyId] as const;

export function useSurvey(ref: SurveyRef) {
  return useQuery({
    queryKey: surveyKey(ref),
    queryFn: ({ signal }) => callApi(getSurvey, { params: ref, signal }),
    staleTime: 0,
  });
}

export function useSubmitSurvey(ref: SurveyRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (survey: Answers) => callApi(submitSurvey, { params: ref, body: { survey } }),
    // The order's `surveySubmitted` changed: the order screens read it again.
    onSuccess: () => {
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'site' && query.queryKey[0] !== 'session' });
    },
  });
}
