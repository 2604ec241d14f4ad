/**
 * The files of the screen shown at `address`, from the JSON list mf_exam's
 * build writes into its page (`#screen-preloads`: address → script URLs, see
 * PagePreloadsPlugin): `/apply` also covers `/apply/12`. Nothing when the
 * list is missing or unreadable; the screen then loads its files as usual.
 */
export function screenPreloads(address: string, listText: string | null | undefined): { href: string; as: 'script' }[] {
  let list: unknown;
  try {
    list = JSON.parse(listText ?? '{}');
  } catch {
    return [];
  }
  if (!list || typeof list !== 'object') return [];
  return Object.entries(list as Record<string, unknown>)
    .filter(([screen]) => address === screen || address.startsWith(`${screen}/`))
    .flatMap(([, files]) => (Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : []))
    .map((href) => ({ href, as: 'script' as const }));
}
