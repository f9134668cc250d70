// The project's architecture rules that the ADRs state in prose, checked by ESLint (registered in eslint.config.js as
// the "lotus" plugin; each rule has its test in tests/unit/):
// - generated-calls: only `*-queries.ts` / `*-mutations.ts` import the generated call functions (ADR 010);
// - live-socket: only src/shared/live reaches the live socket (ADR 012);
// - stores-through-use-store: React reads client state through useStore, never useSyncExternalStore (ADR 009);
// - no-route-literal: route paths come from PATHS in src/shared/config/paths.ts (ADR 007).

const posix = (path) => path.replaceAll('\\', '/');

/** The part of a file name that is relative to the repository (what the rules' options name). */
function repoPath(context) {
  const file = posix(context.physicalFilename ?? context.filename);
  const cwd = posix(context.cwd ?? process.cwd());
  return file.startsWith(`${cwd}/`) ? file.slice(cwd.length + 1) : file;
}

/** `allow` option: { '<repo path>': '<why this file may>' }; a reason is required so that every exception says why. */
const allowSchema = {
  type: 'object',
  properties: { allow: { type: 'object', additionalProperties: { type: 'string', minLength: 10 } } },
  additionalProperties: true,
};
const allowed = (context) => Object.hasOwn(context.options[0]?.allow ?? {}, repoPath(context));

/**
 * Calls `check(sourceNode, importNode, specifiers)` for every static import and re-export (its value specifiers) and
 * every literal dynamic import or `export *` (specifiers null: the whole module).
 */
function eachImport(check) {
  return {
    ImportDeclaration(node) {
      if (node.importKind === 'type') return;
      check(node.source, node, node.specifiers.filter((specifier) => specifier.importKind !== 'type'));
    },
    ExportNamedDeclaration(node) {
      if (!node.source || node.exportKind === 'type') return;
      check(node.source, node, node.specifiers.filter((specifier) => specifier.exportKind !== 'type'));
    },
    ExportAllDeclaration(node) {
      if (node.exportKind !== 'type') check(node.source, node, null);
    },
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node.source, node, null);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------

/** A generated call module: generated/<api>/<tag>/<tag> (not its model/ or zod/ folders) or the api's index. */
const GENERATED_CALLS = /(^|\/)generated\/(main|sports)(\/index)?$|(^|\/)generated\/(main|sports)\/(?!model\/|model$|zod\/|zod$)[\w-]+\/[\w-]+$/;
/** The URL helpers of a call module (`getMemberUrl()`): names, not calls, so mock handlers and errors may use them. */
const URL_HELPER = /^get\w*Url$/;
const API_MODULE = /-(queries|mutations)\.tsx?$/;

/** The name a specifier takes from its module (`* as x` and default imports: the local name). */
function importedName(specifier) {
  if (specifier.type === 'ImportDefaultSpecifier' || specifier.type === 'ImportNamespaceSpecifier') return specifier.local.name;
  const imported = specifier.type === 'ExportSpecifier' ? specifier.local : specifier.imported;
  return imported.name ?? imported.value;
}

/** @type {import('eslint').Rule.RuleModule} */
export const generatedCalls = {
  meta: {
    type: 'problem',
    docs: { description: 'Only *-queries.ts and *-mutations.ts modules import generated call functions (ADR 010).' },
    schema: [allowSchema],
    messages: {
      call: 'Generated calls are imported only by an entity\'s *-queries.ts / *-mutations.ts (ADR 010): call "{{name}}" from there, or name this file in the rule\'s allow list with the reason.',
    },
  },
  create(context) {
    if (API_MODULE.test(repoPath(context)) || allowed(context)) return {};
    return eachImport((source, node, specifiers) => {
      if (!GENERATED_CALLS.test(String(source.value))) return;
      if (specifiers === null) {
        context.report({ node, messageId: 'call', data: { name: String(source.value) } });
        return;
      }
      const names = specifiers.map(importedName).filter((name) => !URL_HELPER.test(name));
      if (names.length > 0) context.report({ node, messageId: 'call', data: { name: names.join(', ') } });
    });
  },
};

// ---------------------------------------------------------------------------------------------------------------

const LIVE_FOLDER = 'src/shared/live/';
const LIVE_SOCKET_MODULE = /(^|\/)shared\/live\/live-socket$|^\.\/live-socket$/;

/** @type {import('eslint').Rule.RuleModule} */
export const liveSocket = {
  meta: {
    type: 'problem',
    docs: { description: 'Only src/shared/live reaches the live socket; everything else uses its hooks (ADR 012).' },
    schema: [allowSchema],
    messages: {
      module: 'The live socket is reached only inside src/shared/live (ADR 012): use its hooks (useLiveMatches, onLiveMessage ...) instead of live-socket.',
      websocket: 'Only src/shared/live/live-socket.ts opens a WebSocket (ADR 012).',
    },
  },
  create(context) {
    const file = repoPath(context);
    if (allowed(context)) return {};
    const inside = file.startsWith(LIVE_FOLDER);
    return {
      ...(inside
        ? {}
        : eachImport((source, node) => {
            if (LIVE_SOCKET_MODULE.test(String(source.value))) context.report({ node, messageId: 'module' });
          })),
      Identifier(node) {
        if (node.name !== 'WebSocket' || file === `${LIVE_FOLDER}live-socket.ts`) return;
        const parent = node.parent;
        // A type position (`typeof WebSocket`, `: WebSocket`) and a property name (`x.WebSocket` as key) do not open one.
        if (parent?.type === 'TSTypeReference' || parent?.type === 'TSTypeQuery' || parent?.type === 'TSQualifiedName') return;
        if (parent?.type === 'Property' && parent.key === node && !parent.computed) return;
        if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) {
          // globalThis.WebSocket / window.WebSocket are the global itself.
          if (!(parent.object.type === 'Identifier' && ['window', 'globalThis', 'self'].includes(parent.object.name))) return;
        }
        const scope = context.sourceCode.getScope(node);
        let current = scope;
        while (current) {
          const variable = current.set.get('WebSocket');
          if (variable && variable.defs.length > 0) return;
          current = current.upper;
        }
        context.report({ node, messageId: 'websocket' });
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

const STORE_HELPER = 'src/shared/lib/use-store.ts';

/** @type {import('eslint').Rule.RuleModule} */
export const storesThroughUseStore = {
  meta: {
    type: 'problem',
    docs: { description: 'React reads client state with useStore; useSyncExternalStore only inside the store helper (ADR 009).' },
    schema: [allowSchema],
    messages: {
      direct: 'Read client state with useStore (src/shared/lib/use-store.ts) on a createStore store, not useSyncExternalStore (ADR 009).',
    },
  },
  create(context) {
    if (repoPath(context) === STORE_HELPER || allowed(context)) return {};
    const report = (node) => context.report({ node, messageId: 'direct' });
    /** Local names of React's useSyncExternalStore in this file (`import { useSyncExternalStore as x }`). */
    const localNames = new Set();
    return {
      ImportSpecifier(node) {
        const imported = node.imported.name ?? node.imported.value;
        if (imported === 'useSyncExternalStore' && node.parent.source.value === 'react') localNames.add(node.local.name);
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'Identifier' && localNames.has(callee.name)) report(node);
        else if (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'useSyncExternalStore') report(node);
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

const NAVIGATION_PROPS = new Set(['to', 'href', 'path', 'redirect', 'from', 'back', 'target']);
const NAVIGATION_CALLS = new Set(['navigate', 'redirect', 'loginHref', 'withQuery']);

/** Whether a '/' literal stands where a route is expected (a link, a navigation, a route's path), not in text work. */
function navigationContext(node) {
  let current = node;
  let parent = node.parent;
  while (parent && (parent.type === 'ConditionalExpression' || parent.type === 'LogicalExpression' || parent.type === 'TSAsExpression')) {
    current = parent;
    parent = parent.parent;
  }
  if (!parent) return false;
  if (parent.type === 'JSXAttribute' || parent.type === 'JSXExpressionContainer') {
    const attribute = parent.type === 'JSXAttribute' ? parent : parent.parent;
    return attribute?.type === 'JSXAttribute' && NAVIGATION_PROPS.has(attribute.name.name);
  }
  if (parent.type === 'Property' && parent.value === current) {
    const key = parent.key.type === 'Identifier' ? parent.key.name : parent.key.value;
    return NAVIGATION_PROPS.has(key);
  }
  if (parent.type === 'CallExpression' && parent.arguments.includes(current)) {
    const callee = parent.callee.type === 'MemberExpression' ? parent.callee.property : parent.callee;
    return callee.type === 'Identifier' && NAVIGATION_CALLS.has(callee.name);
  }
  if (parent.type === 'AssignmentPattern' && parent.right === current) {
    return parent.left.type === 'Identifier' && /(To|Path|path|href|Href)$/.test(parent.left.name);
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRouteLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'Route paths come from PATHS (src/shared/config/paths.ts), never from a literal.' },
    schema: [
      {
        type: 'object',
        properties: {
          paths: { type: 'array', items: { type: 'string' } },
          allow: { type: 'object', additionalProperties: { type: 'string', minLength: 10 } },
        },
        required: ['paths'],
        additionalProperties: false,
      },
    ],
    messages: {
      literal: 'Route literal "{{text}}": take the path from PATHS / routePath() in src/shared/config/paths.ts.',
    },
  },
  create(context) {
    if (allowed(context)) return {};
    const paths = context.options[0].paths.filter((path) => path !== '/');
    const exact = new Set(paths.filter((path) => !path.includes(':')));
    const prefixes = paths.filter((path) => path.includes(':')).map((path) => path.slice(0, path.indexOf(':')));
    const isRoute = (text, whole) => {
      const bare = text.split(/[?#]/)[0];
      if (exact.has(bare)) return true;
      return prefixes.some((prefix) => bare.startsWith(prefix) && (!whole || bare.length > prefix.length));
    };
    const check = (node, text, whole) => {
      if (!text.startsWith('/')) return;
      const route = text === '/' ? whole && navigationContext(node) : isRoute(text, whole);
      if (route) context.report({ node, messageId: 'literal', data: { text } });
    };
    return {
      Literal(node) {
        if (typeof node.value !== 'string' || node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'ImportExpression') return;
        if (node.parent?.type === 'ExportNamedDeclaration' || node.parent?.type === 'ExportAllDeclaration') return;
        if (node.parent?.type === 'Property' && node.parent.key === node) return;
        if (node.parent?.type === 'TSLiteralType') return;
        check(node, node.value, true);
      },
      TemplateLiteral(node) {
        const head = node.quasis[0].value.cooked ?? '';
        if (node.expressions.length === 0) check(node, head, true);
        else if (head !== '/') check(node, head, false);
      },
    };
  },
};

/** The local plugin, registered in eslint.config.js as "lotus". */
export default {
  meta: { name: 'eslint-plugin-lotus-architecture', version: '1.0.0' },
  rules: {
    'generated-calls': generatedCalls,
    'live-socket': liveSocket,
    'stores-through-use-store': storesThroughUseStore,
    'no-route-literal': noRouteLiteral,
  },
};
