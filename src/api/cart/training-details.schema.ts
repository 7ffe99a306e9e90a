import * as v from 'valibot';

// An online training's details on a cart entry. Only the shape: the rules and their phone
// metadata load with the training dialog, not with every cart widget.
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

/** The dialog's values; the platform adds the phone's calling code. */
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
