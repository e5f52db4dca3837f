/** A code with its label in English and Irish: the shape the asset (lookup) lists answer. */
import * as v from 'valibot';

export const LabelledCode = v.object({
  code: v.string(),
  label: v.object({ en: v.string(), ga: v.string() }),
});
export type LabelledCode = v.InferOutput<typeof LabelledCode>;
