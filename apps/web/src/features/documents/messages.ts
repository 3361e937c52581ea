import { DOCUMENT_MESSAGES } from '@portal/domain/documents/calls';
import { FILE_NAME_CHARACTERS_MESSAGE, FILE_NAME_MESSAGE, FILE_TOO_LARGE_MESSAGE, FILE_TYPE_MESSAGE } from '@portal/domain/files/rules';
import { REVIEW_MESSAGES, UPLOAD_MESSAGES } from '@portal/domain/orders/revisions';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../platform/error-text';

// The shared rules and the server speak English; the screens show these texts in the interface
// language. A text not listed here (another server message) is shown as it came.
const KEYS: Record<string, string> = {
  [FILE_NAME_MESSAGE]: 'messages.fileName',
  [FILE_NAME_CHARACTERS_MESSAGE]: 'messages.fileNameCharacters',
  [FILE_TYPE_MESSAGE]: 'messages.fileType',
  [FILE_TOO_LARGE_MESSAGE]: 'messages.fileTooLarge',
  [UPLOAD_MESSAGES.previous]: 'messages.atLeastOne',
  [REVIEW_MESSAGES.ratingAndReview]: 'messages.rateAndReview',
  [REVIEW_MESSAGES.review]: 'messages.writeReview',
  [DOCUMENT_MESSAGES.uploaded]: 'messages.uploaded',
  [DOCUMENT_MESSAGES.removed]: 'messages.removed',
  [DOCUMENT_MESSAGES.reviewSubmitted]: 'messages.reviewSubmitted',
  [DOCUMENT_MESSAGES.revisionFinalized]: 'messages.revisionFinalized',
};

export function messageKey(text: string): string | null {
  return KEYS[text] ?? null;
}

/** Turns a rule's message or a failed request into the text to show. */
export function useDocumentMessage() {
  const { t } = useTranslation('documents');
  const errorText = useErrorText();
  return (source: unknown): string => {
    const text = typeof source === 'string' ? source : errorText(source);
    const key = messageKey(text);
    return key ? t(key) : text;
  };
}
