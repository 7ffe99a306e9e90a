/**
 * Imports never run back up a layer's folder tree: a file may import from its own folder, its
 * subfolders, and the subfolders of its ancestors, but not a file in an ancestor folder within its
 * layer (src/<layer>/). A layer's top files compose its subfolders; a subfolder that imported them
 * back would tie the parts to the whole. Path-only: nothing is read but whether a path is a folder.
 */
import { statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

/** The folder a relative specifier's file sits in ('../x' → its parent, '..' itself). */
function folderOf(fromFile, specifier) {
  const path = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  try {
    if (statSync(path).isDirectory()) return path;
  } catch {
    // A file named without its extension: its folder is its parent.
  }
  return dirname(path);
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "No import of a file in an ancestor folder, within the importer's layer" },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      up: "'{{source}}' runs back up to {{folder}}: take it as an argument, from a context, or move it into a subfolder.",
    },
  },
  create(context) {
    const root = resolve(context.cwd, context.options[0]?.root ?? 'src');
    const file = resolve(context.filename);
    const own = dirname(file);
    const [layer] = relative(root, own).split(sep);
    // Only files inside a layer's folder (src/<layer>/...), never the root's own files.
    if (!layer || layer.startsWith('..')) return {};
    const layerDir = resolve(root, layer);

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const folder = folderOf(file, source);
      const up = relative(folder, own);
      const ancestor = up !== '' && !up.startsWith('..');
      const inLayer = folder === layerDir || folder.startsWith(layerDir + sep);
      if (ancestor && inLayer) {
        context.report({
          node,
          messageId: 'up',
          data: { source, folder: relative(context.cwd, folder) || '.' },
        });
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-import-up': rule } };
