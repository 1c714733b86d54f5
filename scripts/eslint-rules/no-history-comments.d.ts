import type { ESLint, Rule } from 'eslint';

export function githubSlugs(markdown: string): Set<string>;
export function historyProblems(text: string, anchors?: ReadonlySet<string>): string[];
export const noHistoryComments: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
