/** node --test tools/build-inputs.test.mjs: what makes npm start's build step rebuild a workspace (./build-inputs.mjs). */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { buildInputs, upToDate, writeStamp } from './build-inputs.mjs';

describe('build inputs and stamps', () => {
  let root;
  let stamp;
  const inputs = () => buildInputs([path.join(root, 'app')]);
  const past = (seconds) => new Date(Date.now() - seconds * 1000);
  /** A build that started a minute ago and finished now. */
  const built = () => writeStamp(stamp, inputs(), past(60), 'app built');

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-build-inputs-'));
    fs.mkdirSync(path.join(root, 'app/src'), { recursive: true });
    for (const file of ['app/src/index.ts', 'app/package.json']) {
      fs.writeFileSync(path.join(root, file), 'x');
      fs.utimesSync(path.join(root, file), past(120), past(120));
    }
    stamp = path.join(root, 'app.stamp');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is up to date after a build that created dist/ and sourcemaps/ beside the sources', () => {
    built();
    fs.mkdirSync(path.join(root, 'app/dist'));
    fs.writeFileSync(path.join(root, 'app/dist/main.js'), 'built');
    fs.mkdirSync(path.join(root, 'app/sourcemaps'));
    fs.mkdirSync(path.join(root, 'app/node_modules/.cache'), { recursive: true });
    assert.equal(upToDate(inputs(), stamp), true);
  });

  it('is stale when a source changed after the build started', () => {
    built();
    fs.writeFileSync(path.join(root, 'app/src/index.ts'), 'changed');
    assert.equal(upToDate(inputs(), stamp), false);
  });

  it('is stale when a source was deleted, or added with an old time', () => {
    built();
    fs.rmSync(path.join(root, 'app/src/index.ts'));
    assert.equal(upToDate(inputs(), stamp), false);
    built();
    fs.writeFileSync(path.join(root, 'app/src/copied.ts'), 'x');
    fs.utimesSync(path.join(root, 'app/src/copied.ts'), past(600), past(600));
    assert.equal(upToDate(inputs(), stamp), false);
  });

  it('is stale without a stamp; a stamp of the older format (no file list) is judged by its time', () => {
    assert.equal(upToDate(inputs(), stamp), false);
    fs.writeFileSync(stamp, 'app built in 20.0 s\n');
    fs.utimesSync(stamp, past(60), past(60));
    fs.mkdirSync(path.join(root, 'app/dist'));
    assert.equal(upToDate(inputs(), stamp), true);
    fs.writeFileSync(path.join(root, 'app/src/index.ts'), 'changed');
    assert.equal(upToDate(inputs(), stamp), false);
  });
});
