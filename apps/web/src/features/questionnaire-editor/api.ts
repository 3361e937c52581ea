import {
  copyTemplateToFollowUp,
  createTemplate,
  getFollowUp,
  getTemplate,
  listTemplates,
  publishFollowUp,
  publishTemplate,
  saveFollowUp,
  saveTemplate,
  type FollowUp,
  type Template,
} from '@portal/domain/questionnaire-editor/calls';
import type { EditorField } from '@portal/domain/questionnaire-editor/rules';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../platform/api-client';

export type FollowUpRef = { orderId: string; serviceId: string };

export const editorKeys = {
  followUp: (ref: FollowUpRef) => ['follow-up', ref.orderId, ref.serviceId] as const,
  templates: (page: number, status?: 'published') => ['questionnaire-templates', page, status ?? 'all'] as const,
  template: (key: string) => ['questionnaire-template', key] as const,
};

const followUpParams = (ref: FollowUpRef) => ({ id: ref.orderId, service: ref.serviceId });

export function useFollowUp(ref: FollowUpRef) {
  return useQuery({
    queryKey: editorKeys.followUp(ref),
    queryFn: ({ signal }) => callApi(getFollowUp, { params: followUpParams(ref), signal }),
    staleTime: 0,
  });
}

/** Keeps the cached follow-up in step with what the server answered after a change. */
function storeFollowUp(client: QueryClient, ref: FollowUpRef, data: FollowUp) {
  client.setQueryData(editorKeys.followUp(ref), (current: Awaited<ReturnType<typeof callApi<typeof getFollowUp>>> | undefined) =>
    current ? { ...current, data } : current,
  );
}

export function useFollowUpActions(ref: FollowUpRef) {
  const client = useQueryClient();
  const onSuccess = ({ data }: { data: FollowUp }) => storeFollowUp(client, ref, data);
  const save = useMutation({
    mutationFn: (fields: EditorField[]) => callApi(saveFollowUp, { params: followUpParams(ref), body: { id: ref.orderId, service: ref.serviceId, data: fields } }),
    onSuccess,
  });
  // Sending saves what is on screen first, so the customer gets exactly what the writer sees.
  const publish = useMutation({
    mutationFn: async (fields: EditorField[]) => {
      await callApi(saveFollowUp, { params: followUpParams(ref), body: { id: ref.orderId, service: ref.serviceId, data: fields } });
      return callApi(publishFollowUp, { params: followUpParams(ref) });
    },
    onSuccess: (answer) => {
      onSuccess(answer);
      // The order's tasks changed (the "sent" marker): its screens read it afresh.
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'site' && query.queryKey[0] !== 'follow-up' });
    },
  });
  const copy = useMutation({
    mutationFn: (template: string) => callApi(copyTemplateToFollowUp, { params: followUpParams(ref), body: { template } }),
    onSuccess,
  });
  return { save, publish, copy };
}

export function useTemplates(page: number, options: { status?: 'published'; limit?: number; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...editorKeys.templates(page, options.status), options.limit ?? null],
    queryFn: ({ signal }) => callApi(listTemplates, { query: { page, limit: options.limit, status: options.status }, signal }),
    enabled: options.enabled ?? true,
  });
}

export function useCreateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(createTemplate, { body: { name } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['questionnaire-templates'] }),
  });
}

export function useTemplate(key: string) {
  return useQuery({
    queryKey: editorKeys.template(key),
    queryFn: ({ signal }) => callApi(getTemplate, { params: { key }, signal }),
    enabled: key !== '',
    staleTime: 0,
  });
}

export function useTemplateActions(key: string) {
  const client = useQueryClient();
  const onSuccess = ({ data }: { data: Template }) => {
    client.setQueryData(editorKeys.template(key), { status: true, data });
    void client.invalidateQueries({ queryKey: ['questionnaire-templates'] });
  };
  const save = useMutation({ mutationFn: (fields: EditorField[]) => callApi(saveTemplate, { body: { key, data: fields } }), onSuccess });
  const publish = useMutation({
    mutationFn: async ({ name, fields }: { name: string; fields: EditorField[] }) => {
      await callApi(saveTemplate, { body: { key, data: fields } });
      return callApi(publishTemplate, { body: { key, name } });
    },
    onSuccess,
  });
  return { save, publish };
}
