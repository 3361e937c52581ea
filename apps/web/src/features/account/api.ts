import { useMutation } from '@tanstack/react-query';
import { updatePassword, updateProfile, updateProfileImage } from '@portal/domain/account/calls';
import type { CallBody } from '@portal/domain/call';
import { callApi } from '../../platform/api-client';
import { useSessionActions } from '../../platform/session-context';
import { uploadWithProgress } from '../../platform/upload';

/**
 * The account's changes. After each, the signed-in user is read again, so the top bar's name and
 * picture (and the dashboard's welcome card) show the change at once.
 */
export function useUpdateDetails() {
  const { refreshSession } = useSessionActions();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateProfile>) => callApi(updateProfile, { body }),
    onSuccess: () => refreshSession(),
  });
}

/** Uploads the picture (as an image, checked by content), then makes it the profile picture. */
export function useUpdatePicture(userId: string, onProgress: (percent: number) => void) {
  const { refreshSession } = useSessionActions();
  return useMutation({
    mutationFn: async (file: File) => {
      const { file: stored } = await uploadWithProgress(file, { context: 'image', onProgress });
      return callApi(updateProfileImage, { body: { _id: userId, key: stored.key } });
    },
    onSuccess: () => refreshSession(),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: CallBody<typeof updatePassword>) => callApi(updatePassword, { body }),
  });
}
