import type { Rule } from 'eslint';

declare const plugin: { rules: { 'no-import-cycle': Rule.RuleModule } };
export default plugin;
