/**
 * antd's Typography (every heading and paragraph) imports its in-place
 * editor (a TextArea, with antd's Input, its styles and rc-input) and
 * Tooltip (with rc-trigger and its motion) whether or not a text is
 * editable, copyable or cut short: about 60 KB of script, 15 KiB brotli,
 * before question 1. No applicant's screen edits text in place; the one
 * copyable text (the exam's address after submitting) needs no hover bubble.
 * In the build of the applicant page's host (mf_exam, which provides 'antd'
 * to that page), the imports of those two modules from inside antd's
 * typography folder take the small stand-ins in applicant-typography/.
 * Every other import of Tooltip or Input is left alone, and the build fails
 * if antd's files no longer import them as expected (an antd upgrade moved
 * them), so the replacement never goes quietly stale.
 */
const path = require('node:path');

const TYPOGRAPHY_DIR = /[\\/]node_modules[\\/]antd[\\/]es[\\/]typography([\\/]|$)/;
const STAND_INS = {
  tooltip: path.join(__dirname, 'applicant-typography', 'PlainTooltip.js'),
  Editable: path.join(__dirname, 'applicant-typography', 'NoEditable.js'),
};
/** Where antd 6's typography imports them: file (in antd/es/typography) → requests. */
const EXPECTED = [
  'Base/index.js → ../../tooltip',
  'Base/index.js → ../Editable',
  'Base/CopyBtn.js → ../../tooltip',
  'Base/EllipsisTooltip.js → ../../tooltip',
];

class ApplicantTypographyPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('ApplicantTypographyPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('ApplicantTypographyPlugin', (resolveData) => {
        const issuer = resolveData.contextInfo.issuer;
        if (!issuer || !TYPOGRAPHY_DIR.test(issuer)) return;
        const standIn = STAND_INS[path.basename(resolveData.request)];
        if (!standIn || !/^\.\.?\//.test(resolveData.request)) return;
        const from = issuer
          .split(/[\\/]typography[\\/]/)
          .pop()
          .replaceAll('\\', '/');
        this.replaced.add(`${from} → ${resolveData.request}`);
        resolveData.request = standIn;
      });
    });
    compiler.hooks.thisCompilation.tap('ApplicantTypographyPlugin', (compilation) => {
      this.replaced = new Set();
      compilation.hooks.finishModules.tap('ApplicantTypographyPlugin', () => {
        const missing = EXPECTED.filter((entry) => !this.replaced.has(entry));
        if (missing.length > 0) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `ApplicantTypographyPlugin: antd's typography no longer imports ${missing.join(', ')}; ` +
                'see tools/webpack/applicant-typography.cjs and update the list (or drop the stand-ins).',
            ),
          );
        }
      });
    });
  }
}

module.exports = { ApplicantTypographyPlugin };
