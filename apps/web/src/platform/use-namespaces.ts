import { useEffect, useState } from 'react';
import { hasNamespaces, loadNamespaces } from './i18n';

/**
 * True once `namespaces` are there in the language shown, for texts a screen learns it needs only
 * as it renders (the menu labels of a role). A failed download also ends the wait: the texts then
 * show as i18next has them (English, or the key) rather than a loader for ever.
 */
export function useNamespaces(namespaces: readonly string[]): boolean {
  const key = namespaces.join(',');
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const names = key ? key.split(',') : [];
    const settle = () => {
      if (live) setSettled(key);
    };
    loadNamespaces(names).then(settle, settle);
    return () => {
      live = false;
    };
  }, [key]);
  return settled === key || hasNamespaces(namespaces);
}
