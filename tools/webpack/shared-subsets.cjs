/**
 * Shared libraries shared as the part Mizan uses instead of whole.
 *
 * A singleton is built whole from its entry by every app that provides it:
 * the providing build cannot know what the other apps on the page will take
 * from it. antd whole was about 430 KiB of the applicant's page, react-router
 * about 50 KiB. So each of these is shared as one checked-in module that
 * re-exports what Mizan imports; webpack builds only that, and since every
 * app provides the same module, whichever app's copy the page loads first
 * has every export any app uses. SharedSubsetsCheckPlugin fails a build that
 * imports a name the module does not export (it would be undefined in the
 * browser, with no build error otherwise): add the name to the module.
 */
const fs = require('node:fs');
const path = require('node:path');

/** Share name → the module shared under it. */
const SHARED_SUBSETS = {
  antd: path.join(__dirname, 'antd-exports.js'),
  'react-router-dom': path.join(__dirname, 'react-router-dom-exports.js'),
};

/**
 * What the applicant's page shares instead, provided by mf_exam, its host
 * there (on staff pages the shell's copy is loaded first and wins): the
 * phone loads only what that page shows. The singleton hands mf_questions
 * mf_exam's copy on that page, so mf_questions' build checks that what its
 * QuestionView can show in exam mode imports nothing outside these, and
 * mf_exam that its page does (`applicantPage` in their webpack.config.cjs).
 */
const APPLICANT_SUBSETS = {
  ...SHARED_SUBSETS,
  antd: path.join(__dirname, 'antd-applicant-exports.js'),
  '@mizan/shared': path.join(__dirname, '../../shared/src/applicant.ts'),
  '@mizan/shared/browser': path.join(__dirname, '../../shared/src/browser-applicant.ts'),
};

/**
 * antd components also shared one by one, as `antd/es/<name>`: the
 * applicant's page loads each only with the screen that shows it (the apply
 * form, a match board's pick list, a file upload, the result page), not
 * before question 1. Code the applicant's page runs imports these by path
 * (`import Select from 'antd/es/select'`) and never from 'antd' (its 'antd'
 * subset lacks them); staff code may use either, because in one build both
 * name the same module, so a page keeps one copy of antd's contexts. Any
 * other `antd/es/…` import fails the build: it would not be shared, and a
 * component bundled twice reads its own ConfigProvider, not the page's.
 */
const ANTD_BY_COMPONENT = [
  'card',
  'descriptions',
  'form',
  'input',
  'modal',
  'progress',
  'result',
  'segmented',
  'select',
  'statistic',
  'upload',
];

/** Names each of them in the applicant's page host's entry, so that host provides them all. */
const ANTD_BY_COMPONENT_ENTRY = path.join(__dirname, 'antd-by-component.js');

/** The names a subset module exports (`export { A, default as B } from '…'`, and those of `export * from './…'`). */
function exportedNames(file) {
  const source = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const [, list] of source.matchAll(/export \{([^}]*)\} from/g)) {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  // A module re-exported whole (`export * from`) declares its names itself.
  for (const [, name] of source.matchAll(/^export (?:const|let|function|async function|class|enum|type|interface) (\w+)/gm))
    names.add(name);
  for (const [, from] of source.matchAll(/export \* from '(\.[^']+)'/g)) {
    // TypeScript sources name their modules without the extension.
    const target = path.resolve(path.dirname(file), from);
    const resolved = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((candidate) =>
      fs.statSync(candidate, { throwIfNoEntry: false })?.isFile(),
    );
    for (const name of exportedNames(resolved ?? target)) names.add(name);
  }
  return names;
}

/** Every module `roots` reach, synchronously or through import(), not entering modules `stopAt` matches. */
function reachableModules(compilation, roots, stopAt) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const module = queue.pop();
    if (seen.has(module)) continue;
    seen.add(module);
    if (module.type === 'consume-shared-module') continue; // another share: checked by its own names
    const dependencies = [...module.dependencies];
    const blocks = [...module.blocks];
    while (blocks.length > 0) {
      const block = blocks.pop();
      dependencies.push(...block.dependencies);
      blocks.push(...block.blocks);
    }
    for (const dependency of dependencies) {
      const target = compilation.moduleGraph.getModule(dependency);
      if (target && !seen.has(target) && !(stopAt && target.resource && stopAt.test(target.resource))) queue.push(target);
    }
  }
  return seen;
}

/**
 * Fails a build that imports a name a shared subset module does not export
 * (it would be undefined in the browser, with no build error otherwise):
 * every module against SHARED_SUBSETS (what staff pages load), and the
 * modules the applicant's page runs against APPLICANT_SUBSETS.
 * @param {object} [options]
 * @param {{ roots: RegExp, stopAt?: RegExp }} [options.applicantPage]  the modules of this build the applicant's page
 *   can run: those `roots` matches and what they reach, synchronously or by import(), not entering `stopAt`
 */
class SharedSubsetsCheckPlugin {
  constructor({ applicantPage } = {}) {
    this.applicantPage = applicantPage;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedSubsetsCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedSubsetsCheckPlugin', (modules) => {
        const checks = [{ subsets: SHARED_SUBSETS, modules, page: '' }];
        if (this.applicantPage) {
          const { roots, stopAt } = this.applicantPage;
          const rootModules = [...modules].filter((module) => module.resource && roots.test(module.resource));
          if (rootModules.length === 0)
            compilation.errors.push(new compiler.webpack.WebpackError(`SharedSubsetsCheckPlugin: no module matches ${roots}`));
          checks.push({
            subsets: APPLICANT_SUBSETS,
            modules: reachableModules(compilation, rootModules, stopAt),
            page: " on the applicant's page",
          });
        }
        for (const check of checks) this.checkNames(compiler, compilation, check);
        this.checkAntdPaths(compiler, compilation, modules);
      });
    });
  }

  checkAntdPaths(compiler, compilation, modules) {
    const shared = new Set(ANTD_BY_COMPONENT.map((component) => `antd/es/${component}`));
    const named = new Set(
      [...fs.readFileSync(ANTD_BY_COMPONENT_ENTRY, 'utf8').matchAll(/import\('(antd\/es\/[^']+)'\)/g)].map((match) => match[1]),
    );
    if (named.size !== shared.size || [...shared].some((request) => !named.has(request)))
      compilation.errors.push(
        new compiler.webpack.WebpackError(
          `tools/webpack/antd-by-component.js must import exactly the components of ANTD_BY_COMPONENT (${[...shared].join(', ')}).`,
        ),
      );
    // The subset modules are what the shares are built from: they name antd's files by path on purpose.
    const subsetFiles = new Set([...Object.values(SHARED_SUBSETS), ...Object.values(APPLICANT_SUBSETS), ANTD_BY_COMPONENT_ENTRY]);
    const reported = new Set();
    for (const module of modules) {
      if (!module.resource || subsetFiles.has(module.resource) || module.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
      for (const dependency of module.dependencies) {
        const request = dependency.request;
        if (typeof request !== 'string' || !/^antd\/(es|lib)\//.test(request) || shared.has(request)) continue;
        if (reported.has(`${module.resource} ${request}`)) continue;
        reported.add(`${module.resource} ${request}`);
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `${module.readableIdentifier(compilation.requestShortener)} imports ${request}, which is not shared one by one: import it from 'antd', or add it to ANTD_BY_COMPONENT in tools/webpack/shared-subsets.cjs.`,
          ),
        );
      }
    }
  }

  checkNames(compiler, compilation, { subsets, modules, page }) {
    const exported = new Map(Object.entries(subsets).map(([name, file]) => [name, exportedNames(file)]));
    const missing = new Map();
    for (const module of modules) {
      for (const dependency of module.dependencies) {
        const names = exported.get(dependency.request);
        if (!names || !Array.isArray(dependency.ids) || dependency.ids.length === 0 || names.has(dependency.ids[0])) continue;
        const key = `${dependency.request}:${dependency.ids[0]}`;
        if (!missing.has(key))
          missing.set(key, {
            library: dependency.request,
            name: dependency.ids[0],
            where: module.readableIdentifier(compilation.requestShortener),
          });
      }
    }
    for (const { library, name, where } of missing.values()) {
      const file = path.relative(process.cwd(), subsets[library]);
      compilation.errors.push(
        new compiler.webpack.WebpackError(
          `${where} imports ${name} from ${library}${page}, where the shared ${library} module does not export it: add it to ${file}.`,
        ),
      );
    }
  }
}

module.exports = { SHARED_SUBSETS, APPLICANT_SUBSETS, ANTD_BY_COMPONENT, SharedSubsetsCheckPlugin, exportedNames };
