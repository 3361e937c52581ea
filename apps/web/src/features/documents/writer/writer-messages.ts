import { APPROVAL_MESSAGES } from '@portal/domain/documents/approval-calls';
import { DOCUMENT_MESSAGES } from '@portal/domain/documents/calls';
import { UPLOAD_MESSAGES } from '@portal/domain/orders/revisions';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import { useDocumentMessage } from '../messages';

// The writer's and admin's rule and server texts, in the interface language; the rest (file
// rules, other server messages) as the documents screens translate them.
const KEYS: Record<string, string> = {
  [UPLOAD_MESSAGES.draftPdf]: 'messages.draftPdf',
  [UPLOAD_MESSAGES.draftWord]: 'messages.draftWord',
  [UPLOAD_MESSAGES.finalPdf]: 'messages.finalPdf',
  [UPLOAD_MESSAGES.finalWord]: 'messages.finalWord',
  [UPLOAD_MESSAGES.linkedin]: 'messages.linkedin',
  [DOCUMENT_MESSAGES.draftUploaded]: 'messages.draftUploaded',
  [DOCUMENT_MESSAGES.finalUploaded]: 'messages.finalUploaded',
  [DOCUMENT_MESSAGES.uploaded]: 'messages.uploaded',
  [APPROVAL_MESSAGES.approved]: 'messages.approved',
  [APPROVAL_MESSAGES.rejected]: 'messages.rejected',
  [APPROVAL_MESSAGES.reasonRequired]: 'messages.reasonRequired',
  [APPROVAL_MESSAGES.alreadyDecided]: 'messages.alreadyDecided',
  [APPROVAL_MESSAGES.featureOff]: 'messages.featureOff',
  [APPROVAL_MESSAGES.finalized]: 'messages.finalizedApproval',
};

export function useWriterMessage() {
  const { t } = useTranslation('writer-documents');
  const errorText = useErrorText();
  const documentMessage = useDocumentMessage();
  return (source: unknown): string => {
    const text = typeof source === 'string' ? source : errorText(source);
    const key = KEYS[text];
    return key ? t(key) : documentMessage(text);
  };
}
