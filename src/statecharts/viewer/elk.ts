import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';

let elk: InstanceType<typeof ELK> | undefined;

/** ELK's layered layout of the graph (see layout.ts for what goes in and comes out). */
export function layout(graph: ElkNode): Promise<ElkNode> {
  elk ??= new ELK();
  return elk.layout(graph);
}
