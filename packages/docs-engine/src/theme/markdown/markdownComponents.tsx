import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Link, useLocalePath } from '../../client/index.ts';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function heading(Tag: HeadingTag) {
  function Heading({ id, children, ...props }: ComponentProps<HeadingTag>) {
    return (
      <Tag id={id} {...props}>
        {children}
        {id && Tag !== 'h1' && (
          <a className="de-anchor" href={`#${id}`} aria-hidden="true" tabIndex={-1}>
            #
          </a>
        )}
      </Tag>
    );
  }
  Heading.displayName = Tag;
  return Heading;
}

/**
 * Links inside the site navigate without reloading, and stay in the page's language (a page links
 * to `/demo/base`, a translation of it lands on `/zh-CN/demo/base`); others open in a new tab.
 */
function Anchor({ href = '', children, ...props }: ComponentProps<'a'>) {
  const localePath = useLocalePath();
  if (href.startsWith('#') || !/^(\/(?!\/)|\.)|^(\w+:)?\/\//.test(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={localePath(href)} {...(props as object)}>
      {children as ReactNode}
    </Link>
  );
}

/** Wide tables scroll sideways inside the column rather than widening the page on a phone. */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className="de-table">
      <table {...props} />
    </div>
  );
}

/**
 * Inline code. Browsers may break a line after any hyphen, which strands the one that starts
 * `-active` or `--c-brand`: the leading hyphens and the word after them are kept together.
 */
function InlineCode({ children, ...props }: ComponentProps<'code'>) {
  const flag = typeof children === 'string' ? /^-+[^\s-]*/.exec(children)?.[0] : undefined;
  if (typeof children !== 'string' || !flag) return <code {...props}>{children}</code>;
  return (
    <code {...props}>
      <span className="de-code-flag">{flag}</span>
      {children.slice(flag.length)}
    </code>
  );
}

/** How Markdown elements render: headings with anchors, in-site links, scrollable tables. */
export const markdownComponents: Record<string, ComponentType<never>> = {
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  a: Anchor,
  table: Table,
  code: InlineCode,
};
