import fs from 'node:fs';
import path from 'node:path';

/**
 * The Module Federation remotes the server knows (ARCHITECTURE §3): the
 * container name and the folder its build lives in. A later issue adds a
 * remote by adding one line here.
 */
export const KNOWN_REMOTES = [
  { name: 'mf_users', folder: 'mf-users' },
  { name: 'mf_questions', folder: 'mf-questions' },
  { name: 'mf_applicants', folder: 'mf-applicants' },
  { name: 'mf_exam', folder: 'mf-exam' },
  { name: 'mf_assessments', folder: 'mf-assessments' },
] as const satisfies readonly {
  name: string;
  folder: string;
}[];

export type RemoteName = (typeof KNOWN_REMOTES)[number]['name'];

export interface RemoteLocation {
  name: RemoteName;
  /** The built remote on this server's disk, when it exists. */
  distDir: string | null;
  /** Where browsers fetch its manifest: REMOTE_<NAME>_URL or our own copy. */
  manifestUrl: string;
}

/** `/remotes/mf_users/`: where this server serves a remote's build. */
export function remotePrefix(name: string): string {
  return `/remotes/${name}/`;
}

/**
 * Where each remote is. A remote appears in `/remotes.json` when its
 * REMOTE_<NAME>_URL is set (it is deployed elsewhere) or when its build is on
 * this server's disk; a remote that is neither is left out, so the shell
 * shows its "not available" fallback at once instead of fetching a 404.
 * Remotes are looked for when the server starts: restart it after building
 * a remote that was missing.
 */
export function locateRemotes(appsDir: string, remoteUrls: Record<string, string>): RemoteLocation[] {
  const located: RemoteLocation[] = [];
  for (const remote of KNOWN_REMOTES) {
    const distDir = path.join(appsDir, remote.folder, 'dist');
    const built = fs.existsSync(distDir) && fs.statSync(distDir).isDirectory();
    const configured = remoteUrls[remote.name];
    if (!configured && !built) continue;
    located.push({
      name: remote.name,
      distDir: built ? distDir : null,
      manifestUrl: configured ?? `${remotePrefix(remote.name)}mf-manifest.json`,
    });
  }
  return located;
}

/** The body of `/remotes.json`: `{ "mf_users": "<manifest URL>" }`. */
export function remotesManifest(remotes: readonly RemoteLocation[]): Record<string, string> {
  return Object.fromEntries(remotes.map((remote) => [remote.name, remote.manifestUrl]));
}

/** Origins of remotes served elsewhere, for the CSP and CORS allow-lists. */
export function remoteOrigins(remoteUrls: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remoteUrls)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A relative URL is on our own origin.
    }
  }
  return [...origins];
}
