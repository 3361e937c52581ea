import type { ReportLanguage } from '../critique-engine';

type Reason = 'no_text_layer' | 'encrypted' | 'damaged' | 'unsupported_type' | 'empty' | 'missing';

type MailTexts = {
  hello: (name: string) => string;
  readySubject: (company: string) => string;
  ready: string;
  open: string;
  unreadableSubject: (company: string) => string;
  unreadable: string;
  again: string;
  reasons: Record<Reason, string>;
};

/** The free critique's two mails in the language the visitor asked in (the page's language), as the critique itself. */
export const MAIL_TEXTS: Record<ReportLanguage, MailTexts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    readySubject: (c) => `Your resume critique from ${c}`,
    ready: 'Your free resume critique is ready:',
    open: 'Open your critique',
    unreadableSubject: (c) => `We could not read your resume (${c})`,
    unreadable: 'We could not read the resume you sent, so we made no critique rather than guess.',
    again: 'Please send it again as a PDF or Word file with selectable text (not a scan).',
    reasons: {
      no_text_layer: 'The file has no text layer: it is a scan or a picture.',
      encrypted: 'The file is protected by a password.',
      damaged: 'The file is damaged.',
      unsupported_type: 'Only PDF and Word (.docx) files can be read.',
      empty: 'The file is empty.',
      missing: 'The file is no longer stored.',
    },
  },
  de: {
    hello: (name) => `Hallo ${name},`,
    readySubject: (c) => `Ihre Lebenslauf-Bewertung von ${c}`,
    ready: 'Ihre kostenlose Lebenslauf-Bewertung ist fertig:',
    open: 'Bewertung öffnen',
    unreadableSubject: (c) => `Wir konnten Ihren Lebenslauf nicht lesen (${c})`,
    unreadable: 'Wir konnten den gesendeten Lebenslauf nicht lesen und haben daher keine Bewertung erstellt, statt zu raten.',
    again: 'Bitte senden Sie ihn erneut als PDF- oder Word-Datei mit markierbarem Text (keinen Scan).',
    reasons: {
      no_text_layer: 'Die Datei hat keine Textebene: Sie ist ein Scan oder ein Bild.',
      encrypted: 'Die Datei ist mit einem Passwort geschützt.',
      damaged: 'Die Datei ist beschädigt.',
      unsupported_type: 'Nur PDF- und Word-Dateien (.docx) können gelesen werden.',
      empty: 'Die Datei ist leer.',
      missing: 'Die Datei ist nicht mehr gespeichert.',
    },
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    readySubject: (c) => `Tu valoración de currículum de ${c}`,
    ready: 'Tu valoración gratuita de currículum está lista:',
    open: 'Abrir tu valoración',
    unreadableSubject: (c) => `No pudimos leer tu currículum (${c})`,
    unreadable: 'No pudimos leer el currículum que nos enviaste, así que no hicimos ninguna valoración en lugar de adivinar.',
    again: 'Envíalo de nuevo como archivo PDF o Word con texto seleccionable (no un escaneo).',
    reasons: {
      no_text_layer: 'El archivo no tiene capa de texto: es un escaneo o una imagen.',
      encrypted: 'El archivo está protegido con contraseña.',
      damaged: 'El archivo está dañado.',
      unsupported_type: 'Solo se pueden leer archivos PDF y Word (.docx).',
      empty: 'El archivo está vacío.',
      missing: 'El archivo ya no está guardado.',
    },
  },
  it: {
    hello: (name) => `Ciao ${name},`,
    readySubject: (c) => `La tua valutazione del curriculum da ${c}`,
    ready: 'La tua valutazione gratuita del curriculum è pronta:',
    open: 'Apri la tua valutazione',
    unreadableSubject: (c) => `Non siamo riusciti a leggere il tuo curriculum (${c})`,
    unreadable: 'Non siamo riusciti a leggere il curriculum che ci hai inviato, quindi non abbiamo fatto alcuna valutazione invece di tirare a indovinare.',
    again: 'Invialo di nuovo come file PDF o Word con testo selezionabile (non una scansione).',
    reasons: {
      no_text_layer: "Il file non ha un livello di testo: è una scansione o un'immagine.",
      encrypted: 'Il file è protetto da password.',
      damaged: 'Il file è danneggiato.',
      unsupported_type: 'Si possono leggere solo file PDF e Word (.docx).',
      empty: 'Il file è vuoto.',
      missing: 'Il file non è più archiviato.',
    },
  },
  ru: {
    hello: (name) => `Здравствуйте, ${name}!`,
    readySubject: (c) => `Разбор вашего резюме от ${c}`,
    ready: 'Ваш бесплатный разбор резюме готов:',
    open: 'Открыть разбор',
    unreadableSubject: (c) => `Нам не удалось прочитать ваше резюме (${c})`,
    unreadable: 'Нам не удалось прочитать присланное резюме, поэтому мы не стали делать разбор наугад.',
    again: 'Пожалуйста, пришлите его ещё раз в формате PDF или Word с выделяемым текстом (не скан).',
    reasons: {
      no_text_layer: 'В файле нет текстового слоя: это скан или изображение.',
      encrypted: 'Файл защищён паролем.',
      damaged: 'Файл повреждён.',
      unsupported_type: 'Читаются только файлы PDF и Word (.docx).',
      empty: 'Файл пуст.',
      missing: 'Файл больше не хранится.',
    },
  },
  th: {
    hello: (name) => `สวัสดีคุณ ${name}`,
    readySubject: (c) => `บทวิเคราะห์เรซูเม่ของคุณจาก ${c}`,
    ready: 'บทวิเคราะห์เรซูเม่ฟรีของคุณพร้อมแล้ว:',
    open: 'เปิดบทวิเคราะห์ของคุณ',
    unreadableSubject: (c) => `เราอ่านเรซูเม่ของคุณไม่ได้ (${c})`,
    unreadable: 'เราอ่านเรซูเม่ที่คุณส่งมาไม่ได้ จึงไม่ได้สร้างบทวิเคราะห์แทนการคาดเดา',
    again: 'โปรดส่งอีกครั้งเป็นไฟล์ PDF หรือ Word ที่เลือกข้อความได้ (ไม่ใช่ภาพสแกน)',
    reasons: {
      no_text_layer: 'ไฟล์ไม่มีชั้นข้อความ: เป็นภาพสแกนหรือรูปภาพ',
      encrypted: 'ไฟล์ถูกป้องกันด้วยรหัสผ่าน',
      damaged: 'ไฟล์เสียหาย',
      unsupported_type: 'อ่านได้เฉพาะไฟล์ PDF และ Word (.docx)',
      empty: 'ไฟล์ว่างเปล่า',
      missing: 'ไฟล์ไม่ได้จัดเก็บไว้แล้ว',
    },
  },
};

/** The texts of a request's language (a language the portal no longer has falls back to English). */
export function mailTexts(language: string): MailTexts {
  return MAIL_TEXTS[language as ReportLanguage] ?? MAIL_TEXTS.en;
}

/** Why the file could not be read, in the mail's language; a reason without a code (older requests) keeps the reader's words. */
export function reasonText(texts: MailTexts, code: string | null, detail: string | null): string {
  return (code && texts.reasons[code as Reason]) || detail || texts.reasons.damaged;
}
