import { policyMessage } from '../../auth/identity/policy-messages';
import type { TreeField } from '../../auth/session/sign-in-tree';
import { useTranslate } from '../../core/i18n/use-translate';
import { policyMessages } from './policy.messages';

interface FieldProblemsProps {
  id: string;
  /** The field's label, which each message names. */
  label: string;
  policies: TreeField['failedPolicies'];
}

/**
 * The identity policies a field's value failed (spec section 5), under the field. A part of its
 * own: the server names them only after a submit, and most sign-ins and step-ups never fail one.
 */
export default function FieldProblems({ id, label, policies }: FieldProblemsProps) {
  const t = useTranslate(policyMessages);
  return (
    <ul id={id} className="field-problems">
      {policies.map((policy) => {
        const { key, params } = policyMessage(label, policy);
        const problem = t(key, params);
        return <li key={problem}>{problem}</li>;
      })}
    </ul>
  );
}
