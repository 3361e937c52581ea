import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBoardScreen } from '../test/render-board';
import { CardDialog } from './card-dialog';

describe("the tracker card's job post link", () => {
  it('is checked before saving, in the reader\'s language, with the focus put on it', async () => {
    const onSave = vi.fn();
    renderBoardScreen(<CardDialog kind="tracker" opened card={null} busy={false} error={null} onSave={onSave} onClose={() => {}} />, '/board');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Data analyst at Acme' } });
    const link = screen.getByRole('textbox', { name: 'Job post link' });
    fireEvent.change(link, { target: { value: 'acme.com/jobs/1' } });
    fireEvent.submit(link.closest('form')!);
    expect(await screen.findByText('Enter a web address starting with http:// or https://')).toBeTruthy();
    expect(document.activeElement).toBe(link);
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(link, { target: { value: 'https://acme.com/jobs/1' } });
    fireEvent.submit(link.closest('form')!);
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ title: 'Data analyst at Acme', postURL: 'https://acme.com/jobs/1' }));
  });
});
