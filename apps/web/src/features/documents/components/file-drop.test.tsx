import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UPLOAD_TYPES } from '@portal/domain/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { FileDrop } from './file-drop';

// Records each upload request and lets the test answer it.
class FakeXhr {
  static all: FakeXhr[] = [];
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload = {};
  onload?: () => void;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

function renderDrop(onUploaded = vi.fn()) {
  const view = renderWithApp(<FileDrop context="any-document" multiple onUploaded={onUploaded} />);
  const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
  return { ...view, input, onUploaded };
}

const drop = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('FileDrop for previous documents', () => {
  it('offers, names and sends exactly the types of its context', async () => {
    const { input } = renderDrop();
    const accept = input.getAttribute('accept')!.split(',');
    for (const ext of UPLOAD_TYPES['any-document'].extensions) expect(accept).toContain(`.${ext}`);
    expect(accept).not.toContain('.csv');
    expect(screen.getByText('Accepted: Word, PDF, text, RTF, ODT, and images (.doc, .docx, .pdf, .txt, .rtf, .odt, .jpg, .jpeg, .png). Up to 20 MB each.')).toBeTruthy();

    drop(input, new File(['plain words'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.all[0]!.url).toBe('/api/file/upload?context=any-document');
  });

  it('shows "Error Uploading File" with the server\'s reason when an upload fails', async () => {
    const { input, onUploaded } = renderDrop();
    drop(input, new File(['{\\rtf1 hi}'], 'letter.rtf', { type: 'application/rtf' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.answer(415, { message: 'This type of file is not accepted here. Accepted: PDF (.pdf).' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error Uploading File');
    expect(alert.textContent).toContain('This type of file is not accepted here. Accepted: PDF (.pdf).');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file of another type before sending it, with the same title', async () => {
    const { input } = renderDrop();
    drop(input, new File(['a,b'], 'table.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error Uploading File');
    expect(alert.textContent).toContain('This type of file is not accepted here.');
    expect(FakeXhr.all).toHaveLength(0);
  });
});

describe('FileDrop beside another', () => {
  it("is named by what it is for, so two zones on a page are told apart", () => {
    const view = renderWithApp(
      <>
        <span id="pdf-label">PDF version</span>
        <FileDrop context="pdf" onUploaded={vi.fn()} labelledBy="pdf-label" />
        <span id="word-label">Word version</span>
        <FileDrop context="word" onUploaded={vi.fn()} labelledBy="word-label" />
      </>,
    );
    const zones = [...view.container.querySelectorAll<HTMLElement>('[aria-labelledby]')];
    const names = zones.map((zone) => zone.getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)!.textContent).join(' '));
    expect(names).toEqual(['PDF version Drag your file here', 'Word version Drag your file here']);
  });
});
