/**
 * The CSS of the antd components the applicant's page can show, made when
 * mf_exam is built and linked from its page's HTML. That page runs antd in
 * zero-runtime mode (applicantPageTheme in shared/src/react/theme.ts): antd
 * then generates and inserts no component style in the browser, work that
 * was about a sixth of a phone's main thread before question 1.
 *
 * The components are the applicant's antd lists themselves (what the build
 * lets that page import: antd-applicant-exports.js and ANTD_BY_COMPONENT,
 * see shared-subsets.cjs) and the antd parts they draw inside (PARTS_DRAWN
 * _INSIDE), so a component added to a list has its styles in the file.
 * applicant-antd-styles/render-styles.tsx renders them in Node (bundled by
 * esbuild, run with NODE_ENV=production) and prints the CSS; the grid's
 * column spans, which no applicant's form uses, are taken out of it.
 */
const crypto = require('node:crypto');
const { execFile } = require('node:child_process');
const path = require('node:path');
const { promisify } = require('node:util');
const esbuild = require('esbuild');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ANTD_BY_COMPONENT, APPLICANT_SUBSETS, exportedNames } = require('./shared-subsets.cjs');
const { withoutColumnSpans } = require('./applicant-antd-styles/without-column-spans.cjs');

const RENDER_STYLES = path.join(__dirname, 'applicant-antd-styles', 'render-styles.tsx');
const REPO_ROOT = path.join(__dirname, '..', '..');

/** What those components draw of antd inside themselves: the select's empty list, the upload list's and form label's tooltip. */
const PARTS_DRAWN_INSIDE = ['Empty', 'Tooltip'];
/** Names in the lists that are not components. */
const NOT_COMPONENTS = new Set(['ConfigProvider', 'theme']);

/** `select` → `Select`, `config-provider` → `ConfigProvider`: antd's export name of a component folder. */
const exportNameOf = (folder) => folder.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());

function applicantComponents() {
  const names = new Set([...exportedNames(APPLICANT_SUBSETS.antd), ...ANTD_BY_COMPONENT.map(exportNameOf), ...PARTS_DRAWN_INSIDE]);
  return [...names].filter((name) => !NOT_COMPONENTS.has(name)).sort();
}

/** The CSS, from a Node process of its own (React's server renderer and all of antd stay out of webpack's). */
async function renderApplicantStyles(components = applicantComponents()) {
  const bundle = await esbuild.build({
    entryPoints: [RENDER_STYLES],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
    metafile: true,
  });
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=commonjs', '--eval', bundle.outputFiles[0].text, '--', JSON.stringify(components)],
    { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
  );
  return { css: withoutColumnSpans(stdout), inputs: Object.keys(bundle.metafile.inputs).map((input) => path.resolve(REPO_ROOT, input)) };
}

class ApplicantAntdStylesPlugin {
  /** @param {{ publicPath: string }} options where the page's files are served */
  constructor({ publicPath }) {
    this.publicPath = publicPath;
    /** The last CSS made, its components and input files: a watching build makes it again only when they change. */
    this.rendered = null;
  }

  async stylesFor(compiler) {
    const components = applicantComponents();
    const key = JSON.stringify(components);
    const changed = [...(compiler.modifiedFiles ?? [])];
    if (!this.rendered || this.rendered.key !== key || changed.some((file) => this.rendered.inputs.includes(file)))
      this.rendered = { key, ...(await renderApplicantStyles(components)) };
    return this.rendered;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ApplicantAntdStylesPlugin', (compilation) => {
      let name = null;
      compilation.hooks.processAssets.tapPromise(
        { name: 'ApplicantAntdStylesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { css, inputs } = await this.stylesFor(compiler);
          if (!css.includes('.ant-btn')) throw new Error(`${RENDER_STYLES} printed no antd styles`);
          name = `antd-applicant.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
          compilation.emitAsset(name, new RawSource(css), { immutable: true });
          for (const input of inputs) compilation.fileDependencies.add(input);
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ApplicantAntdStylesPlugin', (data) => {
        if (name)
          data.headTags.unshift({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'ApplicantAntdStylesPlugin' },
            attributes: { rel: 'stylesheet', href: `${this.publicPath}${name}` },
          });
        return data;
      });
    });
  }
}

module.exports = { ApplicantAntdStylesPlugin, applicantComponents, renderApplicantStyles };
