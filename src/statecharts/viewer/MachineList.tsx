import { Trans } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import type { MachineEntry } from '../machines';
import { useDescription } from './useDescription';
import * as css from './viewer.css';

export interface MachineLinkProps {
  name: string;
  current: boolean;
  className: string;
  children: ReactNode;
}

/** Every machine the app has, with what it is for. */
export function MachineList({
  machines,
  selected,
  Link,
}: {
  machines: MachineEntry[];
  selected: string | undefined;
  Link: ComponentType<MachineLinkProps>;
}) {
  const translate = useDescription();
  return (
    <nav className={css.machineNav} aria-labelledby="statechart-machines-heading">
      <h2 id="statechart-machines-heading" className={css.panelHeading}>
        <Trans>Machines</Trans>
      </h2>
      <ul className={`${css.plainList} ${css.machineList}`}>
        {machines.map(({ name, machine }) => (
          <li key={name}>
            <Link name={name} current={name === selected} className={css.machineLink}>
              <span className={css.machineName}>{name}</span>
              <span className={`${css.muted} ${css.machineSummary}`}>
                {translate(machine.root.description)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
