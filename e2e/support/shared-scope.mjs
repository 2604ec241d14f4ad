import assert from 'node:assert/strict';

/**
 * The shared modules a page has loaded, from the federation runtime's share
 * scope (`__FEDERATION__.__SHARE__`): each with its name, version and the
 * container that provided it.
 */
export function loadedShares(page) {
  return page.evaluate(() => {
    const found = [];
    const walk = (node, path) => {
      if (!node || typeof node !== 'object' || path.length > 6) return;
      if (typeof node.from === 'string' && Array.isArray(node.useIn)) {
        if (node.loaded || node.lib) found.push({ name: path.at(-2), version: path.at(-1), from: node.from });
        return;
      }
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
    };
    walk(globalThis.__FEDERATION__?.__SHARE__, []);
    return found;
  });
}

/** The built manifests of the containers running on the page (the runtime's instances), by container name. */
function manifestsOnPage(page) {
  return page.evaluate(async () => {
    const running = new Set((globalThis.__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => instance.name));
    const addresses = await (await fetch('/remotes.json')).json();
    const manifests = {};
    for (const [name, url] of Object.entries(addresses)) if (running.has(name)) manifests[name] = await (await fetch(url)).json();
    return manifests;
  });
}

/**
 * antd on the page is one copy, from `host`: the page's 'antd' was loaded
 * from it, and no other container running on the page can provide a
 * component shared one by one (`antd/es/…`): their manifests list those
 * shares without files of their own, so the host's copy, with the page's ConfigProvider (theme,
 * direction, locale), is the only one. (The share scope's `from` of an
 * `antd/es/…` entry names the container that first asked for it, not the
 * one that provided it, so it cannot tell.)
 */
export async function expectOneAntd(page, host) {
  const antd = (await loadedShares(page)).filter((share) => share.name === 'antd');
  assert.deepEqual(
    antd.map((share) => share.from),
    [host],
    `the page's antd on ${page.url()}: ${JSON.stringify(antd)}`,
  );
  for (const [name, manifest] of Object.entries(await manifestsOnPage(page))) {
    if (name === host) continue;
    const ownCopies = manifest.shared
      .filter((share) => share.name.startsWith('antd/') && share.assets.js.sync.length + share.assets.js.async.length > 0)
      .map((share) => share.name);
    assert.deepEqual(ownCopies, [], `${name} carries its own copy of antd parts`);
  }
}
