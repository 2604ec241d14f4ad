/** Add a `<link rel="preload">` for each file (a fetch preload is CORS, as the federation runtime fetches manifests). */
export function preloadAll(files: readonly { href: string; as: 'fetch' | 'script' }[]): void {
  for (const { href, as } of files) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }
}
