import type * as v from 'valibot';

/** OCC's `fields` for exactly what a wire schema reads, so a request cannot drift from it. */

interface SchemaNode {
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
}

/** The object a field holds (through optional wrappers and arrays), if it holds one. */
function objectOf(schema: SchemaNode): SchemaNode | undefined {
  let node = schema;
  while (node.wrapped ?? node.item) node = node.wrapped ?? node.item ?? node;
  return node.entries ? node : undefined;
}

function fieldsOfNode(schema: SchemaNode): string {
  return Object.entries(objectOf(schema)?.entries ?? {})
    .map(([name, field]) => {
      const inner = objectOf(field);
      return inner ? `${name}(${fieldsOfNode(inner)})` : name;
    })
    .join(',');
}

export function fieldsOf(schema: v.GenericSchema): string {
  return fieldsOfNode(schema as SchemaNode);
}
