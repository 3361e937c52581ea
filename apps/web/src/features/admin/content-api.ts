import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_PER_PAGE } from '@portal/domain/admin-content/calls';
import { archiveContract, createContract, getAdminContract, listAdminContracts, updateContract, type ContractBody } from '@portal/domain/contracts/calls';
import { adminQuestionnaireCalls, type AdminQuestionnaireBody } from '@portal/domain/questionnaires/admin-calls';
import { adminSurveyCalls } from '@portal/domain/surveys/calls';
import { ApiError, callApi } from '../../platform/api-client';

// The admin's contract texts, customer questionnaires and surveys. Every write refreshes the whole
// admin cache: an edit replaces a text with a new version, and the catalog's choosers follow it.

export type ContentKind = 'contracts' | 'questionnaires' | 'surveys';
export type QuestionnaireKind = Exclude<ContentKind, 'contracts'>;
/** A row of any of the three lists, as the list shows it. */
export type ContentItem = { _id: string; name: string; archived: boolean; createdAt: string };

const questionnaireCalls = { questionnaires: adminQuestionnaireCalls, surveys: adminSurveyCalls } as const;
const retryServerErrors = (count: number, err: unknown) => !(err instanceof ApiError && err.status < 500) && count < 2;

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin'] });
}

async function listPage(kind: ContentKind, page: number, archived: boolean, signal: AbortSignal) {
  const query = { page, limit: CONTENT_PER_PAGE, archived: archived ? 'true' : 'false' } as const;
  if (kind === 'contracts') {
    const answer = await callApi(listAdminContracts, { query, signal });
    return { ...answer, data: answer.data.map((c): ContentItem => ({ _id: c._id, name: c.title, archived: c.archived, createdAt: c.createdAt })) };
  }
  const answer = await callApi(questionnaireCalls[kind].list, { query, signal });
  return { ...answer, data: answer.data.map((q): ContentItem => ({ _id: q._id, name: q.name, archived: q.archived, createdAt: q.createdAt })) };
}

export function useContentList(kind: ContentKind, page: number, archived: boolean) {
  return useQuery({
    queryKey: ['admin', 'content', kind, page, archived],
    queryFn: ({ signal }) => listPage(kind, page, archived, signal),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export function useArchiveContent(kind: ContentKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { id: string; archived: boolean }): Promise<{ message: string }> => {
      const request = { params: { id: input.id }, body: { archived: input.archived } };
      return kind === 'contracts' ? callApi(archiveContract, request) : callApi(questionnaireCalls[kind].archive, request);
    },
    onSuccess: refresh,
  });
}

export function useAdminContract(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'content', 'contracts', 'one', id],
    queryFn: ({ signal }) => callApi(getAdminContract, { params: { id: id! }, signal }),
    enabled: id !== null,
    retry: retryServerErrors,
  });
}

export function useSaveContract() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: string | null; body: ContractBody }) => (input.id ? callApi(updateContract, { params: { id: input.id }, body: input.body }) : callApi(createContract, { body: input.body })),
    onSuccess: refresh,
  });
}

export function useAdminQuestionnaire(kind: QuestionnaireKind, id: string | null) {
  return useQuery({
    queryKey: ['admin', 'content', kind, 'one', id],
    queryFn: ({ signal }) => callApi(questionnaireCalls[kind].get, { params: { id: id! }, signal }),
    enabled: id !== null,
    retry: retryServerErrors,
  });
}

export function useSaveQuestionnaire(kind: QuestionnaireKind) {
  const refresh = useRefresh();
  const calls = questionnaireCalls[kind];
  return useMutation({
    mutationFn: (input: { id: string | null; body: AdminQuestionnaireBody }) => (input.id ? callApi(calls.update, { params: { id: input.id }, body: input.body }) : callApi(calls.create, { body: input.body })),
    onSuccess: refresh,
  });
}

/** Where each kind's list and editor live. */
export const contentPaths = {
  list: (kind: ContentKind) => `/admin/${kind}`,
  edit: (kind: ContentKind, id: string) => `/admin/${kind}/${id}`,
  create: (kind: ContentKind) => `/admin/${kind}/new`,
};
