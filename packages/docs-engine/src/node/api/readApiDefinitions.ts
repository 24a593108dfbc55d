import path from 'node:path';
import ts from 'typescript';
import { BuildError } from '../../shared/BuildError.ts';
import type { ApiDefinitions } from '../../shared/types.ts';
import { displayPath } from '../pages/scanSite.ts';
import { describeProperty } from './describeProperty.ts';

export interface ReadResult {
  definitions: ApiDefinitions;
  /** Every file the answer depends on (TypeScript's own lib files aside), for the cache. */
  files: string[];
}

/**
 * Reads the components an entry file exports and the props each one takes. A component is an
 * exported value whose name starts with a capital and that can be called (or constructed) with a
 * props object; the default export is listed under the name it was declared with. A file that
 * does not parse, or a component whose props type does not resolve, throws a BuildError at its
 * line: TypeScript would read past either, and the tables would silently lose their rows.
 */
export function readApiDefinitions(entryFile: string): ReadResult {
  const { options, configFile } = compilerOptionsFor(entryFile);
  const program = ts.createProgram({ rootNames: [entryFile], options });
  throwOnSyntaxError(program);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);

  const definitions: ApiDefinitions = {};
  for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const id = componentName(exported, symbol);
    const propsType = id === null ? undefined : propsTypeOf(program, symbol, id);
    if (id === null || !propsType) continue;
    const inherited = new Set<string>();
    collectInheritedFromDependencies(checker, propsType, inherited);
    definitions[id] = {
      props: checker
        .getPropertiesOfType(propsType)
        .filter((property) => !inherited.has(property.getName()) || isDeclaredLocally(property))
        .map((property) => describeProperty(checker, property))
        .filter((row) => row !== null),
    };
  }

  const files = program
    .getSourceFiles()
    .filter((file) => !program.isSourceFileDefaultLibrary(file))
    .map((file) => path.resolve(file.fileName));
  if (configFile) files.push(configFile);
  return { definitions, files };
}

/** The site's own tsconfig (the one nearest the entry file) decides how imports resolve. */
function compilerOptionsFor(entryFile: string): {
  options: ts.CompilerOptions;
  configFile?: string;
} {
  const overrides: ts.CompilerOptions = {
    noEmit: true,
    skipLibCheck: true,
    // Only what the entry imports matters: ambient packages such as @types/node would slow the parse.
    types: [],
  };
  const configFile = ts.findConfigFile(path.dirname(entryFile), ts.sys.fileExists);
  if (!configFile) {
    return {
      options: {
        ...overrides,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        jsx: ts.JsxEmit.ReactJSX,
        strict: true,
        allowImportingTsExtensions: true,
      },
    };
  }
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  return { options: { ...parsed.options, ...overrides }, configFile: path.resolve(configFile) };
}

function componentName(exported: ts.Symbol, symbol: ts.Symbol): string | null {
  if ((symbol.flags & ts.SymbolFlags.Value) === 0) return null;
  let name = exported.getName();
  if (name === 'default') {
    name = symbol.getName();
    const declaration = symbol.valueDeclaration;
    if (
      name === 'default' &&
      declaration &&
      ts.isFunctionDeclaration(declaration) &&
      declaration.name
    ) {
      name = declaration.name.text;
    }
  }
  return /^[A-Z]/.test(name) ? name : null;
}

function propsTypeOf(program: ts.Program, symbol: ts.Symbol, id: string): ts.Type | undefined {
  const checker = program.getTypeChecker();
  const type = checker.getTypeOfSymbol(symbol);
  const signatures = [...type.getCallSignatures(), ...type.getConstructSignatures()];
  for (const signature of signatures) {
    const [props] = signature.getParameters();
    if (!props) continue;
    const propsType = checker.getTypeOfSymbol(props);
    if (propsType.getFlags() & ts.TypeFlags.Object || propsType.isIntersection()) return propsType;
    if (propsType.getFlags() & ts.TypeFlags.Any) throwOnUnresolvedProps(program, props, id);
  }
  return undefined;
}

/** The first syntax error in the library's own files (its dependencies' are not its author's). */
function throwOnSyntaxError(program: ts.Program): void {
  for (const file of program.getSourceFiles()) {
    if (program.isSourceFileDefaultLibrary(file) || inDependency(file)) continue;
    const [error] = program.getSyntacticDiagnostics(file);
    if (error) throw diagnosticError('API_SYNTAX', error, 'TypeScript cannot parse it');
  }
}

/**
 * A props type written but not resolved (a misspelt name, a missing import) reads as `any`, like
 * one written `any`: only the former has an error, where it is written or at the import it names.
 */
function throwOnUnresolvedProps(program: ts.Program, props: ts.Symbol, id: string): void {
  const annotation = props.valueDeclaration;
  const typeNode = annotation && ts.isParameter(annotation) ? annotation.type : undefined;
  if (!typeNode) return;
  const places = [typeNode, ...importsNamedIn(program.getTypeChecker(), typeNode)];
  const error = program
    .getSemanticDiagnostics(typeNode.getSourceFile())
    .find(({ start = -1 }) =>
      places.some((place) => start >= place.getStart() && start < place.getEnd()),
    );
  if (error) {
    throw diagnosticError('API_PROPS', error, `the props type of ${id} does not resolve`);
  }
}

/** The import declarations of the names a type annotation refers to (`Props`, `ns.Props`). */
function importsNamedIn(checker: ts.TypeChecker, typeNode: ts.TypeNode): ts.ImportDeclaration[] {
  const imports: ts.ImportDeclaration[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node)) {
      let name = node.typeName;
      while (ts.isQualifiedName(name)) name = name.left;
      let declaration: ts.Node | undefined = checker.getSymbolAtLocation(name)?.declarations?.[0];
      while (declaration && !ts.isImportDeclaration(declaration)) declaration = declaration.parent;
      if (declaration) imports.push(declaration);
    }
    ts.forEachChild(node, visit);
  };
  visit(typeNode);
  return imports;
}

function diagnosticError(code: string, diagnostic: ts.Diagnostic, what: string): BuildError {
  const { file, start } = diagnostic;
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  const line =
    file && start !== undefined ? file.getLineAndCharacterOfPosition(start).line + 1 : undefined;
  return new BuildError(
    code,
    file ? displayPath(file.fileName) : 'apiParser.entryFile',
    `${what}, so the API tables cannot list its props: ${message}`,
    line,
  );
}

const inDependency = (node: ts.Node) =>
  /[\\/]node_modules[\\/]/.test(node.getSourceFile().fileName);

function isDeclaredLocally(property: ts.Symbol): boolean {
  return (property.getDeclarations() ?? []).some((declaration) => !inDependency(declaration));
}

/**
 * Collects the names of props that come wholesale from an installed package's type, such as every
 * `aria-*` of `extends React.AriaAttributes`: listed, they would bury the component's own props.
 * Props the author picked through a type of their own (`type Events = Pick<...>`) stay listed.
 */
function collectInheritedFromDependencies(
  checker: ts.TypeChecker,
  type: ts.Type,
  names: Set<string>,
): void {
  const parts = type.isIntersection()
    ? type.types
    : type.isClassOrInterface()
      ? (checker.getBaseTypes(type) ?? [])
      : [];
  for (const part of parts) {
    const declarations = (part.aliasSymbol ?? part.getSymbol())?.getDeclarations() ?? [];
    if (declarations.length > 0 && declarations.every(inDependency)) {
      for (const property of checker.getPropertiesOfType(part)) names.add(property.getName());
    } else {
      collectInheritedFromDependencies(checker, part, names);
    }
  }
}
