/**
 * Where the browser can load a stored file. Site assets may already be absolute addresses
 * (a CDN, a data URL); everything else is a storage key served by the API.
 */
export function fileUrl(keyOrUrl: string | null | undefined): string | null {
  if (!keyOrUrl) return null;
  if (/^(https?:|data:|blob:|\/)/i.test(keyOrUrl)) return keyOrUrl;
  return `/api/file/${encodeURIComponent(keyOrUrl)}`;
}

/** Only web addresses may become links; site settings are typed in by people. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
