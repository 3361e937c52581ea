/** A day as the reader's language writes it; a plain date (YYYY-MM-DD) is that day wherever the reader is. */
export function dayOf(date: string, language: string): string {
  const plain = /^\d{4}-\d{2}-\d{2}$/.test(date);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...(plain ? { timeZone: 'UTC' } : {}) }).format(new Date(plain ? `${date}T00:00:00Z` : date));
}
