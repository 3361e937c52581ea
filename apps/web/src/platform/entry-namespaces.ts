/**
 * The catalogs every page loads before its first screen: the texts of the loaders, notices and
 * errors the entry itself shows. Every other namespace comes with the screen that uses it
 * (decision 013); the build's check (build/catalog-use.ts) holds both lists to the code.
 * No imports: the build's measurement reads this file with Node.
 */
export const ENTRY_NAMESPACES: readonly string[] = ['common'];
