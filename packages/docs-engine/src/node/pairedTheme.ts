import {
  flatTokenVariants,
  type ShikiTransformer,
  type ThemedToken,
  type ThemeRegistrationResolved,
} from 'shiki';

/**
 * Two themes as one, for code shown in both colour modes: Shiki's two-theme mode tokenizes each
 * block once per theme, although the grammar's work (most of the time) is the same for both.
 *
 * Two themes that colour the same scopes by the same rules in the same order (GitHub's light and
 * dark do) pick the same rule for every token. One theme whose colour for each rule stands for
 * the pair (light, dark) then tokenizes once, with the tokens both themes together give: two
 * neighbouring tokens get different pairs exactly where either theme tells them apart.
 */
export interface PairedTheme {
  /** The theme to highlight with, registered with the highlighter under its name. */
  theme: ThemeRegistrationResolved;
  /**
   * Turns its tokens into what Shiki's two-theme mode makes of the pair: the light colour
   * inline and the dark one as `--shiki-dark`, the `<pre>` classed as by that mode and without
   * colours of its own. Highlight with `mergeWhitespaces: false`: the transformer merges
   * whitespace as that mode does, after the colours are split.
   */
  transformer: ShikiTransformer;
}

interface ColourPair {
  light: string;
  dark: string;
}

const HEX_COLOUR = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
const WHITESPACE = /^\s+$/;
/** Shiki's two-theme mode, the light theme inline: the order and prefix of its styles. */
const MODES = ['light', 'dark'];
const VARIABLE_PREFIX = '--shiki-';

/** Pairs `light` and `dark`; throws if they do not colour the same scopes by the same rules. */
export function pairThemes(
  light: ThemeRegistrationResolved,
  dark: ThemeRegistrationResolved,
): PairedTheme {
  const refuse = (reason: string): never => {
    throw new Error(`${light.name} and ${dark.name} cannot be highlighted as one theme: ${reason}`);
  };
  const pairs = new Map<string, ColourPair>();
  const colourOf = new Map<string, string>();
  // The grammar's colour map keeps colours in capitals: so does the pair, as Shiki would show it.
  const pairColour = (lightColour?: string, darkColour?: string): string | undefined => {
    if (lightColour === undefined && darkColour === undefined) return undefined;
    if (
      !lightColour ||
      !darkColour ||
      !HEX_COLOUR.test(lightColour) ||
      !HEX_COLOUR.test(darkColour)
    )
      return refuse(`a rule has the colour ${lightColour} in one and ${darkColour} in the other`);
    const pair = { light: lightColour.toUpperCase(), dark: darkColour.toUpperCase() };
    const key = `${pair.light} ${pair.dark}`;
    let colour = colourOf.get(key);
    if (!colour) {
      colour = `#${(colourOf.size + 1).toString(16).toUpperCase().padStart(6, '0')}`;
      colourOf.set(key, colour);
      pairs.set(colour, pair);
    }
    return colour;
  };

  if (light.settings.length !== dark.settings.length)
    refuse(`they have ${light.settings.length} and ${dark.settings.length} rules`);
  const settings = light.settings.map((rule, index) => {
    const other = dark.settings[index];
    if (
      !other ||
      JSON.stringify(rule.scope) !== JSON.stringify(other.scope) ||
      rule.settings.fontStyle !== other.settings.fontStyle
    )
      return refuse(`their rule ${index + 1} differs in scope or font style`);
    return {
      scope: rule.scope,
      settings: {
        fontStyle: rule.settings.fontStyle,
        foreground: pairColour(rule.settings.foreground, other.settings.foreground),
        background: pairColour(rule.settings.background, other.settings.background),
      },
    };
  });
  const theme: ThemeRegistrationResolved = {
    name: `${light.name}+${dark.name}`,
    type: light.type,
    fg: pairColour(light.fg, dark.fg) ?? refuse('no foreground'),
    bg: pairColour(light.bg, dark.bg) ?? refuse('no background'),
    settings,
    colorReplacements: {},
  };

  const splitColours = (token: ThemedToken): ThemedToken => {
    const pair = token.color === undefined ? undefined : pairs.get(token.color);
    const style = (color: string | undefined) => ({ color, fontStyle: token.fontStyle });
    return flatTokenVariants(
      {
        content: token.content,
        offset: token.offset,
        variants: { light: style(pair?.light), dark: style(pair?.dark) },
      },
      MODES,
      VARIABLE_PREFIX,
      'light',
    );
  };
  // As Shiki merges them: a run of whitespace goes into the token after it.
  const mergeWhitespace = (line: ThemedToken[]): ThemedToken[] => {
    const merged: ThemedToken[] = [];
    let carried: ThemedToken | undefined;
    for (const [index, token] of line.entries()) {
      if (WHITESPACE.test(token.content) && index < line.length - 1) {
        carried = carried ? { ...carried, content: carried.content + token.content } : token;
        continue;
      }
      merged.push(
        carried
          ? { ...token, offset: carried.offset, content: carried.content + token.content }
          : token,
      );
      carried = undefined;
    }
    return merged;
  };

  return {
    theme,
    transformer: {
      name: 'docs-engine:paired-theme',
      tokens(lines) {
        return lines.map((line) => mergeWhitespace(line.map(splitColours)));
      },
      pre(node) {
        node.properties.class = `shiki shiki-themes ${light.name} ${dark.name}`;
        delete node.properties.style;
      },
    },
  };
}
