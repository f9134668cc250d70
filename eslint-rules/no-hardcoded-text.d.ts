import type { ESLint, Rule } from 'eslint';

export declare const DEFAULT_TEXT_PROPS: string[];
export declare const noHardcodedText: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
