// The questionnaire editor's published code: what the admin's customer questionnaires and surveys
// reuse (the same field editor, its state and its read-only outline). Kept out of index.ts, which
// the shell loads at start: the editor downloads only with the pages that show it.
export { QuestionnaireEditor } from './components/questionnaire-editor';
export { QuestionnaireOutline } from './components/questionnaire-outline';
export { useEditorState } from './use-editor-state';
