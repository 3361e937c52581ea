import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { publishProblems, type EditorField } from '@portal/domain/questionnaire-editor/rules';
import { FIELD_TYPES } from '@portal/domain/questionnaires/rules';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { QuestionnaireEditor } from './questionnaire-editor';

let latest: EditorField[] = [];

function Harness({ initial, check = false }: { initial: EditorField[]; check?: boolean }) {
  const [fields, setFields] = useState(initial);
  latest = fields;
  return <QuestionnaireEditor fields={fields} onChange={setFields} problems={check ? publishProblems(fields) : {}} />;
}

const render = (initial: EditorField[] = [], check = false) => renderWithApp(<Harness initial={initial} check={check} />);
const card = (number: number) => screen.getByRole('listitem', { name: `Field ${number}` });

async function addField(typeLabel: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
  // jsdom leaves a reopened menu in its opening transition (hidden to the accessibility tree).
  fireEvent.click(await screen.findByRole('menuitem', { name: typeLabel, hidden: true }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

describe('QuestionnaireEditor', () => {
  it('puts the focus on the new field\'s first box, where its question is typed', async () => {
    render();
    await addField('Short answer');
    await waitFor(() => expect(document.activeElement).toBe(within(card(1)).getAllByRole('textbox')[0]));
  });

  it('adds a field of every type, each with the inputs its type has', async () => {
    render();
    expect(screen.getByText('No fields yet. Add a section or a question to start.')).toBeTruthy();
    const labels = ['Section', 'Paragraph', 'Short answer', 'Long answer', 'Email', 'Date', 'Dropdown', 'Single choice', 'Multiple choice'];
    for (const label of labels) await addField(label);
    expect(latest.map((f) => f.type)).toEqual([...FIELD_TYPES]);
    expect(latest.map((f) => f.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9']);

    expect(within(card(1)).getByLabelText(/Section title/)).toBeTruthy();
    expect(within(card(1)).queryByLabelText('Required')).toBeNull();
    expect(within(card(2)).getByLabelText(/^Text/)).toBeTruthy();
    expect(within(card(3)).getByLabelText(/Placeholder/)).toBeTruthy();
    expect(within(card(3)).getByLabelText('Required')).toBeTruthy();
    expect(within(card(8)).queryByLabelText(/Placeholder/)).toBeNull();
    expect(within(card(9)).getByLabelText('Field 9, option 1')).toBeTruthy();
  });

  it('edits the label, placeholder, required flag and options', async () => {
    render([{ id: 'q1', type: 'radio', text: '', required: false, options: [''] }]);
    fireEvent.change(screen.getByLabelText(/^Question\W*$/), { target: { value: 'Which tone?' } });
    fireEvent.click(screen.getByLabelText('Required'));
    fireEvent.change(screen.getByLabelText('Field 1, option 1'), { target: { value: 'Formal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    fireEvent.change(screen.getByLabelText('Field 1, option 2'), { target: { value: 'Casual' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 3 of field 1' }));
    expect(latest).toEqual([{ id: 'q1', type: 'radio', text: 'Which tone?', required: true, options: ['Formal', 'Casual'] }]);

    // Another type keeps the label and drops what no longer applies.
    fireEvent.change(screen.getByLabelText('Type of field 1'), { target: { value: 'text' } });
    expect(latest).toEqual([{ id: 'q1', type: 'text', text: 'Which tone?', required: true, placeholder: '' }]);
    fireEvent.change(screen.getByLabelText(/Placeholder/), { target: { value: 'e.g. friendly' } });
    expect(latest[0]!.placeholder).toBe('e.g. friendly');
  });

  it('moves fields up and down with buttons and removes them', () => {
    render([
      { id: 'a', type: 'text', text: 'First' },
      { id: 'b', type: 'text', text: 'Second' },
      { id: 'c', type: 'text', text: 'Third' },
    ]);
    expect((screen.getByRole('button', { name: 'Move field 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move field 3 down' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move field 1 down' }));
    expect(latest.map((f) => f.id)).toEqual(['b', 'a', 'c']);
    fireEvent.click(screen.getByRole('button', { name: 'Move field 3 up' }));
    expect(latest.map((f) => f.id)).toEqual(['b', 'c', 'a']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove field 2' }));
    expect(latest.map((f) => f.id)).toEqual(['b', 'a']);
    expect((within(card(1)).getByLabelText(/^Question\W*$/) as HTMLInputElement).value).toBe('Second');
  });

  it('shows the publish problems under their fields, in words, and clears them as they are fixed', async () => {
    render([{ id: 'q1', type: 'select', text: '', options: ['Same', 'Same'] }, { id: 'q2', type: 'section', text: '' }], true);
    expect(screen.getByText('Enter the question')).toBeTruthy();
    expect(screen.getByText('Each option must be different')).toBeTruthy();
    expect(screen.getByText('Enter the section title')).toBeTruthy();
    fireEvent.change(within(card(1)).getByLabelText(/^Question\W*$/), { target: { value: 'Level?' } });
    fireEvent.change(screen.getByLabelText('Field 1, option 2'), { target: { value: 'Other' } });
    await waitFor(() => expect(screen.queryByText('Enter the question')).toBeNull());
    expect(screen.queryByText('Each option must be different')).toBeNull();
  });

  it('says when there is no question at all', () => {
    render([{ id: 'q1', type: 'paragraph', text: 'Only text' }], true);
    expect(screen.getByRole('alert').textContent).toBe('Add at least one question');
  });
});
