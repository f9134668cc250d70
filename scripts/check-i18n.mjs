// i18n completeness checks:
//  1. every namespace file exists in every language (vi, zh-cn, en, th) with exactly the same keys, string values
//     that are not empty, and the same {{placeholders}};
//  2. every message key the source code uses with a literal (t('key'), t('ns:key'), i18nKey="...", and 'ns:key'
//     strings such as tab label keys) exists in the English files, in the namespace the call resolves to.
// Hard-coded UI text is caught by ESLint (eslint-rules/no-hardcoded-text.js).
//
//   node scripts/check-i18n.mjs        prints every problem with its file and key; exit code 1 when there is one
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const LANGUAGES = ['vi', 'zh-cn', 'en', 'th'];
export const REFERENCE_LANGUAGE = 'en';
export const DEFAULT_NAMESPACE = 'common';
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLACEHOLDER = /\{\{\s*([\w.-]+)(?:\s*,[^}]*)?\s*\}\}/g;

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const toPosix = (path) => path.split(sep).join('/');

/** Leaf entries of a message tree as dotted keys; non-string leaves are reported by the caller. */
export function flattenMessages(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flattenMessages(value, path, out);
    else out.set(path, value);
  }
  return out;
}

/** { [language]: { [namespace]: Map<key, value> } } plus the problems met while reading. */
export function loadLocales(localesDir) {
  const problems = [];
  const locales = {};
  for (const language of LANGUAGES) {
    locales[language] = {};
    let files = [];
    try {
      files = readdirSync(join(localesDir, language)).filter((file) => file.endsWith('.json'));
    } catch {
      problems.push(`${language}/: language folder missing`);
    }
    for (const file of files) {
      const namespace = file.slice(0, -'.json'.length);
      try {
        locales[language][namespace] = flattenMessages(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')));
      } catch (error) {
        problems.push(`${language}/${file}: not valid JSON (${error.message})`);
      }
    }
  }
  return { locales, problems };
}

export function namespacesOf(locales) {
  return [...new Set(Object.values(locales).flatMap((byNamespace) => Object.keys(byNamespace)))].sort();
}

const placeholdersOf = (text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).sort().join(',');

/** Missing files, missing and extra keys, non-string or empty values and placeholder differences. */
export function checkLocaleParity(locales) {
  const problems = [];
  for (const namespace of namespacesOf(locales)) {
    const reference = locales[REFERENCE_LANGUAGE]?.[namespace];
    for (const language of LANGUAGES) {
      const messages = locales[language]?.[namespace];
      const file = `${language}/${namespace}.json`;
      if (!messages) {
        problems.push(`${file}: file missing`);
        continue;
      }
      for (const [key, value] of messages) {
        if (typeof value !== 'string') problems.push(`${file}: "${key}" is not a string`);
        else if (value.trim() === '') problems.push(`${file}: "${key}" is empty`);
      }
      if (!reference || language === REFERENCE_LANGUAGE) continue;
      for (const key of reference.keys()) {
        if (!messages.has(key)) problems.push(`${file}: missing key "${key}" (present in ${REFERENCE_LANGUAGE}/${namespace}.json)`);
      }
      for (const [key, value] of messages) {
        const expected = reference.get(key);
        if (!reference.has(key)) problems.push(`${file}: extra key "${key}" (not in ${REFERENCE_LANGUAGE}/${namespace}.json)`);
        else if (typeof value === 'string' && typeof expected === 'string' && placeholdersOf(value) !== placeholdersOf(expected)) {
          problems.push(`${file}: "${key}" has placeholders {${placeholdersOf(value)}}, ${REFERENCE_LANGUAGE} has {${placeholdersOf(expected)}}`);
        }
      }
    }
  }
  return problems;
}

/** Thai values that are the English text unchanged (printed as warnings: brand names may legitimately match). */
export function untranslatedThai(locales) {
  const warnings = [];
  for (const [namespace, messages] of Object.entries(locales.th ?? {})) {
    for (const [key, value] of messages) {
      const english = locales.en?.[namespace]?.get(key);
      const words = typeof value === 'string' ? value.replace(PLACEHOLDER, '') : '';
      if (value === english && /[A-Za-z]{4,}/.test(words) && !/[\u0E00-\u0E7F]/.test(words)) {
        warnings.push(`th/${namespace}.json: "${key}" is the English text "${value}"`);
      }
    }
  }
  return warnings;
}

function listSourceFiles(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry === 'generated' || entry === 'locales' || entry === 'node_modules') continue;
      listSourceFiles(path, out);
    } else if (/\.(ts|tsx)$/.test(entry) && !/\.(test|spec|stories)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

const stringValue = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** Namespaces and keyPrefix of a useTranslation(...) / getFixedT(lng, ns, keyPrefix) call. */
function translationScope(call) {
  const callee = call.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  let nsArg;
  let optionsArg;
  if (name === 'useTranslation') [nsArg, optionsArg] = call.arguments;
  else if (name === 'getFixedT') nsArg = call.arguments[1];
  else return undefined;
  let namespaces = [DEFAULT_NAMESPACE];
  if (stringValue(nsArg) !== undefined) namespaces = [stringValue(nsArg)];
  else if (nsArg && ts.isArrayLiteralExpression(nsArg)) namespaces = nsArg.elements.map(stringValue).filter(Boolean);
  let keyPrefix = name === 'getFixedT' ? stringValue(call.arguments[2]) : undefined;
  if (optionsArg && ts.isObjectLiteralExpression(optionsArg)) {
    for (const property of optionsArg.properties) {
      if (ts.isPropertyAssignment(property) && property.name.getText() === 'keyPrefix') keyPrefix = stringValue(property.initializer);
    }
  }
  return { namespaces, keyPrefix };
}

const isScopeNode = (node) => ts.isSourceFile(node) || ts.isFunctionLike(node) || ts.isBlock(node);

function enclosingScope(node) {
  let current = node.parent;
  while (current && !isScopeNode(current)) current = current.parent;
  return current;
}

/** Every literal message key used in one source file, with the namespaces it may resolve to. */
export function keysUsedIn(fileName, text, knownNamespaces) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const bindings = []; // { name, scope, namespaces, keyPrefix }
  const uses = [];
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  const collectBindings = (node) => {
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isCallExpression(node.initializer)) {
      const scope = translationScope(node.initializer);
      if (scope) {
        const scopeNode = enclosingScope(node);
        if (ts.isObjectBindingPattern(node.name)) {
          for (const element of node.name.elements) {
            const property = element.propertyName?.getText(source) ?? element.name.getText(source);
            if (property === 't') bindings.push({ name: element.name.getText(source), scope: scopeNode, ...scope });
          }
        } else if (ts.isIdentifier(node.name) && ts.isPropertyAccessExpression(node.initializer.expression) && node.initializer.expression.name.text === 'getFixedT') {
          bindings.push({ name: node.name.text, scope: scopeNode, ...scope });
        }
      }
    }
    ts.forEachChild(node, collectBindings);
  };
  collectBindings(source);

  const bindingFor = (name, node) => {
    let best;
    for (const binding of bindings) {
      if (binding.name !== name) continue;
      if (binding.scope.pos <= node.pos && node.end <= binding.scope.end && (!best || binding.scope.pos >= best.scope.pos)) best = binding;
    }
    return best;
  };
  const bindingNames = new Set(['t', ...bindings.map((binding) => binding.name)]);
  const firstArgs = new Set();

  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isT = (ts.isIdentifier(callee) && bindingNames.has(callee.text)) || (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');
      const key = isT ? stringValue(node.arguments[0]) : undefined;
      if (key !== undefined) {
        firstArgs.add(node.arguments[0]);
        const options = node.arguments[1];
        let namespaces;
        let keyPrefix;
        let returnObjects = false;
        if (ts.isIdentifier(callee)) {
          const binding = bindingFor(callee.text, node);
          namespaces = binding?.namespaces; // undefined: a t handed in from elsewhere; any namespace may hold it
          keyPrefix = binding?.keyPrefix;
        } else {
          namespaces = [DEFAULT_NAMESPACE];
        }
        if (options && ts.isObjectLiteralExpression(options)) {
          for (const property of options.properties) {
            if (!ts.isPropertyAssignment(property)) continue;
            const name = property.name.getText(source);
            if (name === 'ns' && stringValue(property.initializer)) namespaces = [stringValue(property.initializer)];
            if (name === 'returnObjects' && property.initializer.kind === ts.SyntaxKind.TrueKeyword) returnObjects = true;
          }
        }
        uses.push({ line: lineOf(node), raw: key, key: keyPrefix ? `${keyPrefix}.${key}` : key, namespaces, returnObjects, via: 't()' });
      }
    }
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'i18nKey') {
      const key = node.initializer && ts.isStringLiteral(node.initializer) ? node.initializer.text : undefined;
      if (key) uses.push({ line: lineOf(node), raw: key, key, namespaces: [DEFAULT_NAMESPACE], returnObjects: false, via: 'i18nKey' });
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !firstArgs.has(node)) {
      const match = /^([a-z][\w-]*):([A-Za-z_][\w.-]*)$/.exec(node.text);
      if (match && knownNamespaces.includes(match[1]) && !(ts.isJsxAttribute(node.parent) && node.parent.name.getText(source) === 'i18nKey')) {
        uses.push({ line: lineOf(node), raw: node.text, key: node.text, namespaces: undefined, returnObjects: false, via: 'string' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** Splits 'ns:key' when ns is a known namespace. */
function splitNamespace(key, knownNamespaces) {
  const index = key.indexOf(':');
  if (index > 0 && knownNamespaces.includes(key.slice(0, index))) return { namespace: key.slice(0, index), key: key.slice(index + 1) };
  return { namespace: undefined, key };
}

function hasKey(messages, key, returnObjects) {
  if (!messages) return false;
  if (messages.has(key)) return true;
  if (PLURAL_SUFFIXES.some((suffix) => messages.has(`${key}_${suffix}`))) return true;
  return returnObjects && [...messages.keys()].some((entry) => entry.startsWith(`${key}.`));
}

/** Used keys that the reference (English) files do not have. */
export function checkUsedKeys(sourceDir, locales, root = repoRoot) {
  const knownNamespaces = namespacesOf(locales);
  const reference = locales[REFERENCE_LANGUAGE] ?? {};
  const problems = [];
  let count = 0;
  for (const file of listSourceFiles(sourceDir)) {
    for (const use of keysUsedIn(file, readFileSync(file, 'utf8'), knownNamespaces)) {
      count += 1;
      const split = splitNamespace(use.key, knownNamespaces);
      const candidates = split.namespace ? [split.namespace] : (use.namespaces ?? knownNamespaces);
      if (candidates.some((namespace) => hasKey(reference[namespace], split.key, use.returnObjects))) continue;
      const where = split.namespace || use.namespaces ? candidates.map((ns) => `${REFERENCE_LANGUAGE}/${ns}.json`).join(' or ') : `any ${REFERENCE_LANGUAGE} file`;
      problems.push(`${toPosix(relative(root, file))}:${use.line}: ${use.via} key "${use.raw}" is not in ${where}`);
    }
  }
  return { problems, count };
}

/** Runs every check; returns the problems (failures) and warnings. */
export function runI18nChecks({ root = repoRoot } = {}) {
  const localesDir = join(root, 'src/shared/i18n/locales');
  const { locales, problems: readProblems } = loadLocales(localesDir);
  const parity = checkLocaleParity(locales);
  const used = checkUsedKeys(join(root, 'src'), locales, root);
  return {
    problems: [...readProblems, ...parity, ...used.problems],
    warnings: untranslatedThai(locales),
    namespaces: namespacesOf(locales),
    usedKeyCount: used.count,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { problems, warnings, namespaces, usedKeyCount } = runI18nChecks();
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  for (const problem of problems) console.error(problem);
  console.log(
    `i18n: ${namespaces.length} namespaces x ${LANGUAGES.length} languages, ${usedKeyCount} literal key uses checked, ` +
      `${problems.length} problem(s), ${warnings.length} warning(s)`,
  );
  process.exit(problems.length > 0 ? 1 : 0);
}
