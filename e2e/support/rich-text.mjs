/** The plain text of a rich-text value (the options' text as the exam shows it). */
export function richText(value) {
  if (typeof value === 'string') return value;
  const texts = [];
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node && typeof node === 'object') {
      if (typeof node.text === 'string') texts.push(node.text);
      if (node.children) walk(node.children);
    }
  };
  walk(value);
  return texts.join('').trim();
}
