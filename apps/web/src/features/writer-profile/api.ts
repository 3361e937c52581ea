import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getWriterProfile, saveWriterProfile } from '@portal/domain/profiles/calls';
import type { WriterProfile } from '@portal/domain/profiles/rules';
import { callApi } from '../../platform/api-client';

export const writerProfileKey = ['writer-profile'] as const;

/** The signed-in writer's profile; `profile` is null until the wizard was completed once. */
export function useWriterProfile() {
  return useQuery({
    queryKey: writerProfileKey,
    queryFn: ({ signal }) => callApi(getWriterProfile, { signal }),
  });
}

export function useSaveWriterProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: WriterProfile) => callApi(saveWriterProfile, { body: profile }),
    onSuccess: (answer) => client.setQueryData(writerProfileKey, { status: true, profile: answer.profile }),
  });
}
