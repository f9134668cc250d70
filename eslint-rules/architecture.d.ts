import type { ESLint, Rule } from 'eslint';

export declare const generatedCalls: Rule.RuleModule;
export declare const liveSocket: Rule.RuleModule;
export declare const storesThroughUseStore: Rule.RuleModule;
export declare const noRouteLiteral: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
