/**
 * The share a Module Federation module provides or consumes, or null: its
 * identifier reads 'provide module (default) antd@6.6.8 = …' or
 * 'consume-shared-module|default|antd|…'.
 */
function shareKeyOf(module) {
  if (!module) return null;
  if (module.type === 'provide-module') return /^provide module \([^)]*\) (.+?)@/.exec(module.identifier())?.[1] ?? null;
  if (module.type === 'consume-shared-module') return module.identifier().split('|')[2] ?? null;
  return null;
}

/** Whether a chunk belongs to a chunk group that provides antd (or a component of it), or is a consumer's fallback copy. */
function isAntdShareChunk(chunk) {
  for (const group of chunk.groupsIterable)
    for (const origin of group.origins) {
      const key = shareKeyOf(origin.module);
      if (key === 'antd' || key?.startsWith('antd/')) return true;
    }
  return false;
}

module.exports = { shareKeyOf, isAntdShareChunk };
