import { writerGetQuestionnaireAnswers } from '@portal/domain/questionnaire-editor/calls';
import { completeTask, getQuestionnaire, getQuestionnaireAnswers } from '@portal/domain/questionnaires/calls';
import type { CallBody } from '@portal/domain/call';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../platform/api-client';

export type QuestionnaireRef = { id: string; questionnaire_id: string; service?: string };

const params = (ref: QuestionnaireRef) => ({ id: ref.id, questionnaire_id: ref.questionnaire_id, ...(ref.service ? { service: ref.service } : {}) });

export const questionnaireKeys = {
  view: (ref: QuestionnaireRef) => ['questionnaire', ref.id, ref.questionnaire_id, ref.service ?? null] as const,
  answers: (ref: QuestionnaireRef) => ['questionnaire-answers', ref.id, ref.questionnaire_id, ref.service ?? null] as const,
};

export function useQuestionnaire(ref: QuestionnaireRef) {
  return useQuery({
    queryKey: questionnaireKeys.view(ref),
    queryFn: ({ signal }) => callApi(getQuestionnaire, { params: params(ref), signal }),
    staleTime: 0,
  });
}

/** Staff read the answers through the writer's path of spec 001 (the same grouped answers). */
export function useQuestionnaireAnswers(ref: QuestionnaireRef, options: { staff: boolean }) {
  return useQuery({
    queryKey: questionnaireKeys.answers(ref),
    queryFn: ({ signal }) => callApi(options.staff ? writerGetQuestionnaireAnswers : getQuestionnaireAnswers, { params: params(ref), signal }),
    staleTime: 0,
  });
}

/**
 * A finished module changes the order's progress, its task list and the session's order statuses:
 * everything order-related is refreshed (the site and the session user themselves stay).
 */
export function refreshOrderData(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'site' });
}

export function useCompleteTask(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof completeTask>) => callApi(completeTask, { params: { id: orderId }, body }),
    onSuccess: () => {
      void refreshOrderData(client);
    },
  });
}
