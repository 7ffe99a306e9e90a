import type { Rule } from 'eslint';

declare const plugin: { rules: { 'layer-boundaries': Rule.RuleModule } };
export default plugin;
