import { createLazyComponents, type LazyComponents } from '../react/lazy-components';
import { loadFederatedModule, type FederationRuntime } from './remote-loader';

/**
 * A remote's exposed components as lazy components (createLazyComponents),
 * loaded through `loadFederatedModule` with the asking container's runtime;
 * a Try again reads /remotes.json again and registers the remote anew.
 * `Props` maps each expose's name to its props (QuestionComponentProps).
 */
export function createRemoteComponents<Props extends { [Expose in keyof Props]: object }>(
  runtime: FederationRuntime,
  remote: string,
  defaults: { title: string; loadingLabel: string },
): LazyComponents<Props> {
  return createLazyComponents<Props>(
    (expose, { fresh }) => loadFederatedModule<Record<string, unknown>>(runtime, `${remote}/${expose}`, { fresh }),
    remote,
    defaults,
  );
}
