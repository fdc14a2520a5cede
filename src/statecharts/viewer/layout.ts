import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { type DirectedGraphNode, toDirectedGraph } from 'xstate/graph';
import { transitionLabel } from '../describe';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutState extends Box {
  kind: 'state';
  /** The state node's id, e.g. 'checkout.editing.card'. */
  id: string;
  key: string;
  stateNode: AnyStateNode;
  /** A container drawn around its children (compound or parallel states, and the machine). */
  container: boolean;
  /** A region of a parallel state: drawn dashed. */
  region: boolean;
  final: boolean;
  depth: number;
}

/** The filled dot an initial arrow starts from, one per state that has an initial child. */
interface LaidOutInitial extends Box {
  kind: 'initial';
  id: string;
}

type LaidOutNode = LaidOutState | LaidOutInitial;

export interface LaidOutEdge {
  id: string;
  kind: 'transition' | 'initial';
  source: string;
  target: string;
  points: { x: number; y: number }[];
  label?: Box & { text: string };
  transition?: AnyTransitionDefinition;
}

export interface MachineLayout {
  direction: LayoutDirection;
  width: number;
  height: number;
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
}

// Text is measured by estimate: layout also runs where nothing renders (tests, jsdom), and the
// SVG uses a fixed font size, so a per-character width keeps boxes and labels consistent.
const CHAR = { state: 8.2, label: 7.2 };
const STATE_HEIGHT = 36;
const LABEL_HEIGHT = 17;
const INITIAL_SIZE = 12;
const CONTAINER_PADDING = '[top=36,left=16,bottom=16,right=16]';

/** Which way transitions run: across suits long chains, down suits wide parallel regions. */
export type LayoutDirection = 'RIGHT' | 'DOWN';

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '16',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  // The order states are written in is usually the order they happen in.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  // Global coordinates for every shape, edge and label: nothing to add up while drawing.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

const initialId = (parent: AnyStateNode) => `${parent.id}#initial`;

/** The machine as ELK's input: a compound node per state, an edge per transition target. */
export function toElkGraph(machine: AnyStateMachine, direction: LayoutDirection): ElkNode {
  const edges: ElkExtendedEdge[] = [];
  const toNode = (graph: DirectedGraphNode): ElkNode => {
    const node = graph.stateNode;
    const children = graph.children.map(toNode);
    const initial = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
    if (initial) {
      children.unshift({ id: initialId(node), width: INITIAL_SIZE, height: INITIAL_SIZE });
      edges.push({ id: `${initialId(node)}>`, sources: [initialId(node)], targets: [initial.id] });
    }
    // toDirectedGraph leaves eventless ("always") transitions out; the chart must show them.
    const eventless = (node.always ?? []).flatMap((t, i) =>
      (t.target ?? [node]).map((target, j) => ({ id: `${node.id}:always:${i}:${j}`, t, target })),
    );
    const transitions = [
      ...graph.edges.map((e) => ({ id: e.id, t: e.transition, target: e.target })),
      ...eventless,
    ];
    for (const { id, t, target } of transitions) {
      const text = transitionLabel(t);
      edges.push({
        id,
        sources: [node.id],
        targets: [target.id],
        labels: [{ text, width: text.length * CHAR.label + 8, height: LABEL_HEIGHT }],
      });
    }
    if (children.length === 0)
      return {
        id: node.id,
        width: Math.max(64, node.key.length * CHAR.state + 32),
        height: STATE_HEIGHT,
      };
    return {
      id: node.id,
      children,
      layoutOptions: {
        'elk.padding': CONTAINER_PADDING,
        'elk.nodeSize.minimum': `(${node.key.length * CHAR.state + 40},60)`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      },
    };
  };
  const root = toNode(toDirectedGraph(machine));
  return {
    id: '#graph',
    layoutOptions: { ...LAYOUT_OPTIONS, 'elk.direction': direction },
    children: [root],
    edges,
  };
}

/**
 * What a layout was made from: a hash of ELK's input, which holds every id, size, label and
 * option that shapes it. A layout made before the machine changed has another.
 */
export function fingerprintOf(graph: ElkNode): string {
  // FNV-1a: to tell inputs apart, not to keep anything secret.
  let hash = 0x811c9dc5;
  const text = JSON.stringify(graph);
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A machine laid out ahead (`npm run statecharts`): ELK's output, and what it was made from. */
export interface LaidOutAhead {
  fingerprint: string;
  laidOut: ElkNode;
}

/** Runs ELK, loaded only when a layout was not made ahead (it is most of the viewer's code). */
export async function runElk(graph: ElkNode): Promise<ElkNode> {
  const { layout } = await import('./elk');
  return layout(graph);
}

/**
 * Lays the machine out: every state, initial mark and transition with global coordinates. A
 * layout made ahead from this very machine is taken as it is; any other, ELK makes now.
 */
export async function layoutMachine(
  machine: AnyStateMachine,
  direction: LayoutDirection = 'RIGHT',
  ahead?: LaidOutAhead,
): Promise<MachineLayout> {
  const graph = toElkGraph(machine, direction);
  const laidOut = ahead?.fingerprint === fingerprintOf(graph) ? ahead.laidOut : await runElk(graph);
  return fromElk(machine, direction, laidOut);
}

/** ELK's output as the viewer draws it: each shape tied to its state node and transition. */
function fromElk(
  machine: AnyStateMachine,
  direction: LayoutDirection,
  laidOut: ElkNode,
): MachineLayout {
  const stateNodes = new Map<string, AnyStateNode>();
  const walk = (n: AnyStateNode) => {
    stateNodes.set(n.id, n);
    for (const child of Object.values(n.states)) walk(child as AnyStateNode);
  };
  walk(machine.root);

  const nodes: LaidOutNode[] = [];
  const collect = (n: ElkNode, depth: number) => {
    const box = { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 };
    const stateNode = stateNodes.get(n.id);
    if (stateNode)
      nodes.push({
        kind: 'state',
        id: n.id,
        key: stateNode === machine.root ? machine.id : stateNode.key,
        stateNode,
        container: (n.children?.length ?? 0) > 0,
        region: stateNode.parent?.type === 'parallel',
        final: stateNode.type === 'final',
        depth,
        ...box,
      });
    else nodes.push({ kind: 'initial', id: n.id, ...box });
    for (const child of n.children ?? []) collect(child, depth + 1);
  };
  for (const child of laidOut.children ?? []) collect(child, 0);

  const transitions = new Map<string, AnyTransitionDefinition>();
  for (const g of flatten(toDirectedGraph(machine)))
    for (const e of g.edges) transitions.set(e.id, e.transition);
  const edges: LaidOutEdge[] = [];
  const collectEdges = (n: ElkNode) => {
    for (const e of n.edges ?? []) edges.push(toEdge(e, transitions, stateNodes));
    for (const child of n.children ?? []) collectEdges(child);
  };
  collectEdges(laidOut);
  return { direction, width: laidOut.width ?? 0, height: laidOut.height ?? 0, nodes, edges };
}

function flatten(g: DirectedGraphNode): DirectedGraphNode[] {
  return [g, ...g.children.flatMap(flatten)];
}

function toEdge(
  e: ElkExtendedEdge,
  transitions: Map<string, AnyTransitionDefinition>,
  stateNodes: Map<string, AnyStateNode>,
): LaidOutEdge {
  const points = (e.sections ?? []).flatMap((s) => [
    s.startPoint,
    ...(s.bendPoints ?? []),
    s.endPoint,
  ]);
  const source = e.sources[0] ?? '';
  const target = e.targets[0] ?? '';
  if (source.endsWith('#initial')) return { id: e.id, kind: 'initial', source, target, points };
  const label = e.labels?.[0];
  const always = /^(.*):always:(\d+):\d+$/.exec(e.id);
  const transition = always
    ? stateNodes.get(always[1] ?? '')?.always?.[Number(always[2])]
    : transitions.get(e.id);
  return {
    id: e.id,
    kind: 'transition',
    source,
    target,
    points,
    transition,
    label: label && {
      text: label.text ?? '',
      x: label.x ?? 0,
      y: label.y ?? 0,
      width: label.width ?? 0,
      height: label.height ?? 0,
    },
  };
}

export const DIRECTIONS: LayoutDirection[] = ['RIGHT', 'DOWN'];

/** Made ahead, per direction (`src/statecharts/layouts/<machine>.json`). */
export type LayoutsAhead = Partial<Record<LayoutDirection, LaidOutAhead>>;

/** Both directions, so the viewer can take whichever fits its frame without laying out again. */
export function layoutBothWays(
  machine: AnyStateMachine,
  ahead: LayoutsAhead = {},
): Promise<MachineLayout[]> {
  return Promise.all(DIRECTIONS.map((d) => layoutMachine(machine, d, ahead[d])));
}
