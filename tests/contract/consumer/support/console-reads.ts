/**
 * The answer fields the console reads, found in its own source by the TypeScript checker — so a field the console
 * starts to read enters the pact without anyone listing it. Counted: every property access, element access with a
 * literal key and destructured property in apps/web/src and the hand-written part of packages/api-client/src (tests,
 * test helpers and generated code aside) whose property a generated model of the document declares
 * (packages/api-client/src/generated/model). Answers `Model.field` names, e.g. `Device.info`. A spread copies without
 * reading and is not counted.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ReadsSource {
  /** The tsconfig whose program is checked. */
  tsconfig: string;
  /** Source files whose reads count. */
  counts: (file: string) => boolean;
  /** Where the models' declarations live. */
  modelDir: string;
}

const CONSOLE: ReadsSource = {
  tsconfig: `${ROOT}apps/web/tsconfig.json`,
  counts: (file) =>
    (file.startsWith(`${ROOT}apps/web/src/`) ||
      file.startsWith(`${ROOT}packages/api-client/src/`)) &&
    !/\/generated\/|\/testing\/|\.test\.tsx?$/.test(file),
  modelDir: `${ROOT}packages/api-client/src/generated/model/`,
};

export function consoleReads(source: ReadsSource = CONSOLE): Set<string> {
  const config = ts.getParsedCommandLineOfConfigFile(
    source.tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${source.tsconfig}`);
  const program = ts.createProgram(config.fileNames.filter(source.counts), config.options);
  const checker = program.getTypeChecker();
  const reads = new Set<string>();
  const note = (symbol: ts.Symbol | undefined) => {
    for (const declaration of symbol?.declarations ?? []) {
      if (!declaration.getSourceFile().fileName.startsWith(source.modelDir)) continue;
      // a property of `interface M {…}` or of `type M = {…}`
      const owner = declaration.parent.parent;
      const model = ts.isInterfaceDeclaration(declaration.parent)
        ? declaration.parent.name.text
        : owner && ts.isTypeAliasDeclaration(owner)
          ? owner.name.text
          : undefined;
      if (model) reads.add(`${model}.${symbol?.name}`);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node)) note(checker.getSymbolAtLocation(node.name));
    else if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression))
      note(checker.getSymbolAtLocation(node.argumentExpression));
    else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const key = node.propertyName ?? node.name;
      if (ts.isIdentifier(key) || ts.isStringLiteral(key))
        note(checker.getTypeAtLocation(node.parent).getProperty(key.text));
    }
    ts.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) if (source.counts(file.fileName)) visit(file);
  return reads;
}
