/** The part of a Markdown syntax tree (mdast) this plugin reads and writes. */
interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

function splitLines(node: MarkdownNode): MarkdownNode[] {
  if (node.type !== 'text' || !node.value?.includes('\n')) return [node];
  return node.value.split(/\r?\n/).flatMap((line, index): MarkdownNode[] => {
    const text = { type: 'text', value: line };
    return index === 0 ? [text] : [{ type: 'break' }, text];
  });
}

function keepBreaks(node: MarkdownNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap(splitLines);
  node.children.forEach(keepBreaks);
}

/**
 * A remark plugin: a single line break an admin types inside a paragraph (an address, a phone
 * line under an email) stays a line break, where Markdown would join the lines into one. Code
 * keeps its own newlines (its value is not a text node).
 */
export function softBreaksAsBreaks() {
  return (tree: MarkdownNode) => keepBreaks(tree);
}
