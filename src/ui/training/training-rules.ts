import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import { importAgain } from '../../core/element/import-again';
import type { TrainingDatesContext } from '../../rules/training/training-dates';
import type * as TrainingRules from '../../rules/training/training-details';
import type { TrainingDetails, TrainingDetailsInput } from '../../rules/training/training-details';

// The rules carry the phone metadata (docs/decisions/phone-metadata.md): loaded when the shopper
// starts on the form, and every validation awaits them.
type Rules = typeof TrainingRules;

let loading: Promise<Rules> | undefined;

/** Once per page; after a failure the next call loads them again. */
export function loadTrainingRules(): Promise<Rules> {
  loading ??= importAgain(() => import('../../rules/training/training-details'))
    .then((rules) => {
      // A retry whose failed file was one the rules import gives that file's module: not the rules.
      if (typeof rules.trainingDetailsSchema !== 'function') throw new Error('no training rules');
      return rules;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

export function prefetchTrainingRules(): void {
  loadTrainingRules().catch(() => undefined);
}

export const RULES_NOT_LOADED = 'rules-not-loaded';

export function trainingResolver(
  context: TrainingDatesContext,
): Resolver<TrainingDetailsInput, unknown, TrainingDetails> {
  let check: Resolver<TrainingDetailsInput, unknown, TrainingDetails> | undefined;
  return async (values, resolverContext, options) => {
    if (!check) {
      try {
        check = valibotResolver((await loadTrainingRules()).trainingDetailsSchema(context));
      } catch {
        // Not valid, not sent: the form says so with its alert, and the next submit tries again.
        return {
          values: {},
          errors: { root: { type: RULES_NOT_LOADED, message: RULES_NOT_LOADED } },
        };
      }
    }
    return check(values, resolverContext, options);
  };
}
