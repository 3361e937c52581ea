// Every namespace of this language in one module: the language arrives as one chunk, when it is used.
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
