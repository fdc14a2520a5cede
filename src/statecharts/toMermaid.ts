import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStateNodes, transitionLabel, transitionsOf } from './describe';

const idOf = (n: AnyStateNode) => n.id.replace(/[^A-Za-z0-9_]/g, '_');
const text = (s: string) => s.replace(/[:;"\n]/g, ' ').trim();

/** A Mermaid stateDiagram-v2 drawn from the machine itself, nesting and parallel regions included. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const emit = (node: AnyStateNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type === 'parallel') {
      children.forEach((region, i) => {
        if (i > 0) lines.push(`${pad}--`);
        lines.push(`${pad}state "${text(region.key)}" as ${idOf(region)} {`);
        emit(region, depth + 1);
        lines.push(`${pad}}`);
      });
      return;
    }
    const initial = node.initial?.target?.[0];
    if (initial) lines.push(`${pad}[*] --> ${idOf(initial)}`);
    for (const child of children) {
      if (Object.keys(child.states).length > 0) {
        lines.push(`${pad}state "${text(child.key)}" as ${idOf(child)} {`);
        emit(child, depth + 1);
        lines.push(`${pad}}`);
      } else {
        lines.push(`${pad}state "${text(child.key)}" as ${idOf(child)}`);
      }
      if (child.type === 'final') lines.push(`${pad}${idOf(child)} --> [*]`);
    }
  };
  emit(machine.root, 1);
  for (const node of allStateNodes(machine)) {
    for (const t of transitionsOf(node)) {
      const targets = t.target?.length ? t.target : [node];
      for (const target of targets)
        lines.push(`  ${idOf(node)} --> ${idOf(target)}: ${text(transitionLabel(t))}`);
    }
  }
  return lines.join('\n');
}

/** The document a product owner reads on the code host: diagram, then every state and transition. */
export function toMarkdown(name: string, machine: AnyStateMachine): string {
  const nodes = allStateNodes(machine).filter((n) => n !== machine.root);
  const rows = nodes.map((n) => `| \`${n.path.join('.')}\` | ${cell(n.description)} |`);
  const transitions = allStateNodes(machine).flatMap((n) =>
    transitionsOf(n).map((t) => {
      const to =
        (t.target ?? []).map((x) => `\`${x.path.join('.') || x.key}\``).join(', ') || '(stays)';
      return `| \`${n.path.join('.') || '(machine)'}\` | ${cell(transitionLabel(t))} | ${to} | ${cell(t.description)} |`;
    }),
  );
  return [
    `# ${name}`,
    '',
    cell(machine.root.description) || '',
    '',
    'Generated from the machine by `npm run statecharts`; do not edit by hand.',
    '',
    '```mermaid',
    toMermaid(machine),
    '```',
    '',
    '## States',
    '',
    '| state | what it means |',
    '|---|---|',
    ...rows,
    '',
    '## Transitions',
    '',
    '| from | event [guard] | to | what happens |',
    '|---|---|---|---|',
    ...transitions,
    '',
  ].join('\n');
}

function cell(s: string | undefined): string {
  return (s ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
}
