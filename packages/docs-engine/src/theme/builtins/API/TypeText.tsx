import { Fragment } from 'react';

/**
 * A type, with a line break allowed after `<` and `(` besides the spaces: a long generic such as
 * `React.KeyboardEventHandler<HTMLDivElement>` then fits a phone without breaking inside a name.
 */
export default function TypeText({ type }: { type: string }) {
  const parts = type.split(/(?<=[<(])/);
  return (
    <code>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </code>
  );
}
