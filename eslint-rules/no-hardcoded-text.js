// Fails on UI text written into JSX instead of coming from i18next's t(): text nodes, string children and the
// text-carrying props (aria-label, placeholder, title, alt, label ...). Only strings that contain a letter count,
// so numbers, punctuation and symbols such as "+84", "·" or "%" pass. A deliberate exception (a brand name, a
// code sample) is marked with a disable comment that gives the reason:
//   {/* eslint-disable-next-line lotus-i18n/no-hardcoded-text -- brand name, the same in every language */}

/** Props whose value is read out or shown to the player. */
export const DEFAULT_TEXT_PROPS = [
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
];

const LETTER = /\p{L}/u;

/** The literal strings an expression can evaluate to directly (a ? 'x' : 'y', a && 'x', 'x', `x`). */
function literalStrings(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return node.quasis.map((quasi) => ({ node: quasi, text: quasi.value.cooked ?? quasi.value.raw }));
    case 'ConditionalExpression':
      return [...literalStrings(node.consequent), ...literalStrings(node.alternate)];
    case 'LogicalExpression':
      return [...literalStrings(node.left), ...literalStrings(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literalStrings(node.expression);
    default:
      return [];
  }
}

function attributeName(attribute) {
  const { name } = attribute;
  return name.type === 'JSXNamespacedName' ? `${name.namespace.name}:${name.name.name}` : name.name;
}

const preview = (text) => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
};

/** @type {import('eslint').Rule.RuleModule} */
export const noHardcodedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible and spoken UI text must come from t() (i18next), not from literals in JSX.' },
    schema: [
      {
        type: 'object',
        properties: { props: { type: 'array', items: { type: 'string' }, uniqueItems: true } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Hard-coded UI text "{{text}}": put it in a locale file and render it with t().',
      prop: 'Hard-coded text "{{text}}" in the {{prop}} prop: put it in a locale file and pass t(...).',
    },
  },
  create(context) {
    const textProps = new Set(context.options[0]?.props ?? DEFAULT_TEXT_PROPS);
    const reportStrings = (expression, messageId, data = {}) => {
      for (const { node, text } of literalStrings(expression)) {
        if (LETTER.test(text)) context.report({ node, messageId, data: { ...data, text: preview(text) } });
      }
    };
    return {
      JSXText(node) {
        if (!LETTER.test(node.value)) return;
        // Report where the words are, not where the whitespace before them starts, so that a disable comment on
        // the line above the words applies.
        const raw = context.sourceCode.getText(node);
        const start = node.range[0] + (raw.length - raw.trimStart().length);
        const end = node.range[0] + raw.trimEnd().length;
        const loc = { start: context.sourceCode.getLocFromIndex(start), end: context.sourceCode.getLocFromIndex(end) };
        context.report({ node, loc, messageId: 'text', data: { text: preview(node.value) } });
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment') reportStrings(node.expression, 'text');
      },
      JSXAttribute(node) {
        const prop = attributeName(node);
        if (!textProps.has(prop) || !node.value) return;
        const expression = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        reportStrings(expression, 'prop', { prop });
      },
    };
  },
};

/** The local plugin, registered in eslint.config.js as "lotus-i18n". */
export default {
  meta: { name: 'eslint-plugin-lotus-i18n', version: '1.0.0' },
  rules: { 'no-hardcoded-text': noHardcodedText },
};
