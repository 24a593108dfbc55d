import ts from 'typescript';
import type { ApiProperty } from '../../shared/types.ts';

/** JSDoc tags that keep a prop out of the table, as in dumi. */
const HIDING_TAGS = new Set(['hidden', 'internal']);

/** Release tags in the order they win when a prop carries several: deprecation matters most. */
const RELEASE_TAGS = ['deprecated', 'experimental', 'alpha', 'beta'] as const;

/** Spells out a union alias (`'left' | 'right'` rather than `Placement`), never cut short. */
const EXPANDED_ALIAS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.InTypeAlias;

const NAMED =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** The table row of one prop, or null when the prop is tagged to stay hidden. */
export function describeProperty(checker: ts.TypeChecker, property: ts.Symbol): ApiProperty | null {
  const tags = property.getJsDocTags(checker);
  if (tags.some((tag) => HIDING_TAGS.has(tag.name))) return null;

  const tagText = (name: string) => {
    const tag = tags.find((candidate) => candidate.name === name);
    return tag && ts.displayPartsToString(tag.text).trim();
  };

  const row: ApiProperty = {
    name: property.getName(),
    type: printPropertyType(checker, property),
    required: (property.flags & ts.SymbolFlags.Optional) === 0,
  };
  const description = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
  if (description) row.description = description;
  const defaultValue = tagText('default') ?? tagText('defaultValue');
  if (defaultValue) row.default = defaultValue;
  const release = RELEASE_TAGS.find((name) => tagText(name) !== undefined);
  if (release) row.release = release;
  const reason = tagText('deprecated');
  if (reason) row.deprecated = reason;
  return row;
}

/**
 * The type as a reader wants it. A prop's own written type is kept as the author spelled it
 * (`number | string`, `React.Ref<HTMLDivElement>`), without the `| undefined` that `?` adds, except
 * that a local alias of literals is spelled out: `'left' | 'right'` says more than `Side`.
 */
function printPropertyType(checker: ts.TypeChecker, property: ts.Symbol): string {
  const type = checker.getTypeOfSymbol(property);
  const declaration = property.valueDeclaration;
  const typeNode =
    declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))
      ? declaration.type
      : undefined;
  const written = typeNode && checker.getTypeFromTypeNode(typeNode);
  // A prop of a generic base (`extends Base<string>`) has a written type (`T`) that is not its own.
  if (typeNode && written && checker.isTypeAssignableTo(written, type)) {
    if (ts.isTypeReferenceNode(typeNode) && isLocalLiteralUnion(written)) {
      return checker.typeToString(written, declaration, EXPANDED_ALIAS);
    }
    return typeNode.getText().replace(/\s+/g, ' ');
  }
  // Props made by `Pick` and other mapped types have no declaration of their own.
  const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
  const shown = optional ? checker.getNonNullableType(type) : type;
  const flags = isLocalLiteralUnion(shown) ? EXPANDED_ALIAS : NAMED;
  return checker.typeToString(shown, declaration ?? property.declarations?.[0], flags);
}

function isLocalLiteralUnion(type: ts.Type): boolean {
  const declarations = type.aliasSymbol?.getDeclarations() ?? [];
  return (
    type.isUnion() &&
    type.types.every(
      (member) => member.isLiteral() || (member.flags & ts.TypeFlags.BooleanLiteral) !== 0,
    ) &&
    declarations.length > 0 &&
    declarations.every((node) => !/[\\/]node_modules[\\/]/.test(node.getSourceFile().fileName))
  );
}
