import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/**
 * A Module Federation runtime plugin in every build (create-app-config.cjs):
 * the first container to start on a page (its host: the shell, or mf_exam on
 * the applicant's page) puts its runtime-core where builds made with
 * `experiments.externalRuntime` look for it (`_FEDERATION_RUNTIME_CORE`), so
 * such a remote (mf_questions) does not bring a second copy (~20 KiB
 * brotli). Like @module-federation/inject-external-runtime-core-plugin, but
 * a later container (a remote that is also a host elsewhere, such as
 * mf_exam inside the shell) leaves the first one's in place without a
 * warning: every build here uses the same runtime-core version.
 */
export default function shareRuntimeCore() {
  return {
    name: 'mizan-share-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global;
      if (global && typeof global === 'object' && !global._FEDERATION_RUNTIME_CORE) global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
