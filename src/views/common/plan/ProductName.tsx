import { Fragment } from 'react';
import { nameWord } from './plan.css';

/**
 * A product's name that breaks only between its words: never "HKEx All-/Platform" at a hyphen,
 * and a Chinese name (no spaces) never inside. The spaces stay, so its accessible name is the name.
 */
export function ProductName({ name }: { name: string }) {
  return name.split(' ').map((word, at) => (
    // The words of one name are fixed: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={at}>
      {at > 0 ? ' ' : null}
      <span className={nameWord}>{word}</span>
    </Fragment>
  ));
}
