// localStorage can throw (private mode, disabled storage); a preference that cannot be saved is not an error.

export const STORAGE_KEYS = {
  language: 'language',
  sidebar: 'sidebar',
  user: 'user',
} as const;

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}
