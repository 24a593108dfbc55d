/** A `@default` text split into what is source code and what is prose about it. */
export interface DefaultValueParts {
  code?: string;
  prose?: string;
}

/** A number, keyword, quoted string, array, object or dotted name: a value as source code. */
const CODE_VALUE =
  /^(-?\d+(\.\d+)?|true|false|null|undefined|'[^']*'|"[^"]*"|\[.*\]|\{.*\}|[A-Za-z_$][\w$]*(\.[\w$]+)+)$/;

/**
 * `378` is code, `the stylesheet's slide` is prose and `378 (left/right)` is both: code followed by
 * a note in brackets.
 */
export function splitDefaultValue(text: string): DefaultValueParts {
  const value = text.trim();
  if (CODE_VALUE.test(value)) return { code: value };
  const noted = /^(\S+)\s+(\(.*\))$/.exec(value);
  if (noted?.[1] && noted[2] && CODE_VALUE.test(noted[1])) {
    return { code: noted[1], prose: noted[2] };
  }
  return { prose: value };
}
