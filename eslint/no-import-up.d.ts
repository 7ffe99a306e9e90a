import type { Rule } from 'eslint';

declare const plugin: { rules: { 'no-import-up': Rule.RuleModule } };
export default plugin;
