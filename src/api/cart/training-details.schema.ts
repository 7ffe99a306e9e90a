import * as v from 'valibot';

/**
 * An online training's details as a cart entry carries them (spec section 3: two preferred dates,
 * contact details, participants list), the shape the platform stores once its rules
 * (src/rules/training/training-details.ts) accepted them. Only the shape is read here: the rules
 * (and the phone metadata they need) load with the training dialog, not with every cart widget.
 *
 *   POST …/carts/{cartId}/entries        { orderEntries: [{ product, quantity, trainingDetails }] }
 *   PUT  …/carts/{cartId}/entries/{n}/training                       TrainingDetailsBody → CartModification
 *
 * A refusal is 400 `trainingDetailsInvalid` whose `subject` is the field (`dates.firstDate`,
 * `contact.phone.number`, `participants.1.email`) and whose `message` is the rule's message key.
 */
const NameAndEmail = {
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
};

export const TrainingDetailsWireSchema = v.object({
  dates: v.object({ firstDate: v.string(), secondDate: v.string() }),
  contact: v.object({
    ...NameAndEmail,
    phone: v.object({ number: v.string(), countryIso: v.string(), code: v.string() }),
  }),
  participants: v.array(v.object(NameAndEmail)),
});
export type TrainingDetailsWire = v.InferOutput<typeof TrainingDetailsWireSchema>;

/** What the shopper sends: the dialog's values (the platform adds the phone's calling code). */
export interface TrainingDetailsBody {
  dates: { firstDate: string; secondDate: string };
  contact: {
    firstName: string;
    lastName: string;
    email: string;
    phone: { number: string; countryIso: string };
  };
  participants: { firstName: string; lastName: string; email: string }[];
}
