import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../limits';
import {
  FILE_NAME_CHARACTERS_MESSAGE,
  FILE_NAME_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  acceptMap,
  acceptedExtensions,
  fileTypeRefusal,
  extensionOf,
  fileNameProblem,
  fileSizeProblem,
  isAllowedForContext,
  uploadProblem,
} from './rules';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('fileNameProblem', () => {
  it('uses the spec message', () => {
    expect(FILE_NAME_MESSAGE).toBe('Please do not use any commas or apostrophes in the file name!');
  });

  it.each(['my,resume.pdf', "john's resume.pdf", 'john\u2019s resume.pdf', '\u2018quoted\u2019.docx'])(
    'refuses %s',
    (name) => {
      expect(fileNameProblem(name)).toBe(FILE_NAME_MESSAGE);
    },
  );

  it.each(['resume.pdf', 'my resume (final) - v2.docx', 'résumé_2024.pdf', 'quote"d.pdf'])('accepts %s', (name) => {
    expect(fileNameProblem(name)).toBeNull();
  });
});

describe('fileNameProblem with characters that cannot be stored', () => {
  it.each(['cv\u0000.pdf', 'cv\n.pdf', 'cv\u007f.pdf', 'cv\ud800.pdf', 'cv\udc00.pdf', '\udc00\ud800.pdf', 'cv.pdf\ud83d'])('refuses %j', (name) => {
    expect(fileNameProblem(name)).toBe(FILE_NAME_CHARACTERS_MESSAGE);
  });

  it('accepts a properly paired surrogate (an emoji)', () => {
    expect(fileNameProblem('cv \ud83d\ude00.pdf')).toBeNull();
  });
});

describe('fileSizeProblem', () => {
  it('accepts a file of exactly the limit and refuses one byte more', () => {
    expect(fileSizeProblem(UPLOAD_MAX_BYTES)).toBeNull();
    expect(fileSizeProblem(UPLOAD_MAX_BYTES + 1)).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(FILE_TOO_LARGE_MESSAGE).toContain('20 MB');
  });
});

describe('extensionOf', () => {
  it.each([
    ['resume.pdf', 'pdf'],
    ['Resume.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['no-extension', ''],
    ['.env', ''],
    ['trailing.', ''],
    ['C:\\Users\\me\\cv.docx', 'docx'],
    ['folder.v2/cv', ''],
    ['', ''],
  ])('%s -> %s', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });
});

describe('isAllowedForContext', () => {
  it('accepts the chat and general document types', () => {
    for (const name of ['a.doc', 'a.docx', 'a.pdf', 'a.jpg', 'a.jpeg', 'a.png', 'a.csv', 'a.xlsx']) {
      expect(isAllowedForContext('document', name)).toBe(true);
    }
    expect(isAllowedForContext('document', 'a.txt')).toBe(false);
    expect(isAllowedForContext('document', 'a.exe')).toBe(false);
  });

  it('accepts only PDF for pdf and only docx for word', () => {
    expect(isAllowedForContext('pdf', 'cv.pdf')).toBe(true);
    expect(isAllowedForContext('pdf', 'cv.docx')).toBe(false);
    expect(isAllowedForContext('word', 'cv.docx')).toBe(true);
    expect(isAllowedForContext('word', 'cv.doc')).toBe(false);
  });

  it('accepts docx and pdf for a review file', () => {
    expect(isAllowedForContext('review', 'notes.docx')).toBe(true);
    expect(isAllowedForContext('review', 'notes.pdf')).toBe(true);
    expect(isAllowedForContext('review', 'notes.png')).toBe(false);
  });

  it('accepts images for profile pictures', () => {
    expect(isAllowedForContext('image', 'me.JPG')).toBe(true);
    expect(isAllowedForContext('image', 'me.png')).toBe(true);
    expect(isAllowedForContext('image', 'me.gif')).toBe(false);
  });

  it('accepts text formats as any-document', () => {
    for (const name of ['a.txt', 'a.rtf', 'a.odt']) expect(isAllowedForContext('any-document', name)).toBe(true);
    expect(isAllowedForContext('any-document', 'a.csv')).toBe(false);
  });

  it('checks a reported MIME type against the extension', () => {
    expect(isAllowedForContext('document', 'cv.pdf', PDF)).toBe(true);
    expect(isAllowedForContext('document', 'cv.pdf', 'APPLICATION/PDF')).toBe(true);
    expect(isAllowedForContext('document', 'cv.pdf', 'image/png')).toBe(false);
    expect(isAllowedForContext('document', 'cv.pdf', 'text/html')).toBe(false);
    expect(isAllowedForContext('document', 'cv.pdf', '')).toBe(true);
    expect(isAllowedForContext('document', 'table.csv', 'application/vnd.ms-excel')).toBe(true);
    expect(isAllowedForContext('document', 'table.pdf', 'application/vnd.ms-excel')).toBe(false);
  });

  it('refuses a file without an extension', () => {
    expect(isAllowedForContext('document', 'pdf')).toBe(false);
  });
});

describe('uploadProblem', () => {
  it('reports the name first, then the type, then the size', () => {
    expect(uploadProblem('pdf', { name: 'a,b.exe', size: UPLOAD_MAX_BYTES * 2 })).toBe(FILE_NAME_MESSAGE);
    expect(uploadProblem('pdf', { name: 'ab.exe', size: UPLOAD_MAX_BYTES * 2 })).toBe(FILE_TYPE_MESSAGE);
    expect(uploadProblem('pdf', { name: 'ab.pdf', size: UPLOAD_MAX_BYTES * 2, type: PDF })).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(uploadProblem('pdf', { name: 'ab.pdf', size: 1000, type: PDF })).toBeNull();
  });
});

describe('acceptMap', () => {
  it('maps MIME types to dotted extensions', () => {
    expect(acceptMap('review')).toEqual({ [DOCX]: ['.docx'], [PDF]: ['.pdf'] });
    expect(acceptMap('image')).toEqual({ 'image/jpeg': ['.jpeg', '.jpg'], 'image/png': ['.png'] });
  });

  it('lists every MIME type of a multi-type extension', () => {
    expect(acceptMap('any-document')).toMatchObject({ 'application/rtf': ['.rtf'], 'text/rtf': ['.rtf'] });
  });
});

describe('the words for a context', () => {
  it('lists the extensions and names the kinds in the refusal', () => {
    expect(acceptedExtensions('review')).toBe('.docx, .pdf');
    expect(fileTypeRefusal('any-document')).toBe(
      'This type of file is not accepted here. Accepted: Word, PDF, text, RTF, ODT, images (.doc, .docx, .pdf, .txt, .rtf, .odt, .jpg, .jpeg, .png).',
    );
  });
});
