import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import { importAgain } from '../../core/element/import-again';
import type { TrainingDatesContext } from '../../rules/training/training-dates';
import type * as TrainingRules from '../../rules/training/training-details';
import type { TrainingDetails, TrainingDetailsInput } from '../../rules/training/training-details';

/*
 * The training details' rules carry the phone rule's metadata (docs/decisions/phone-metadata.md).
 * The dialog renders without them (its country picker reads a table of calling
 * codes) and loads them when the shopper starts on the form (first input or press in it); every
 * validation awaits them, so a submit checks exactly what it did before, however slow the load.
 */
type Rules = typeof TrainingRules;

let loading: Promise<Rules> | undefined;

/**
 * The rules, once per page; retried after 1 s and 3 s from a new URL, and after a
 * failure the next call (the shopper's next submit) loads them again.
 */
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

/** Starts loading the rules ahead of the first validation; a failure is left to that validation. */
export function prefetchTrainingRules(): void {
  loadTrainingRules().catch(() => undefined);
}

/** The form-level error's type when the rules could not be loaded (nothing typed is lost). */
export const RULES_NOT_LOADED = 'rules-not-loaded';

/** react-hook-form's resolver for the training details, awaiting the rules. */
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
