/** Completing a password reset from the e-mailed link: the token and the new password, twice. */
import * as v from 'valibot';
import { requiredString, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { NewPassword } from './fields.ts';

export const ResetPasswordInput = v.pipe(
  strictObject({
    token: v.pipe(requiredString(M.required.id, false), v.maxLength(200, M.tooLong.id)),
    newPassword: NewPassword,
    newPasswordConfirmation: requiredString(M.required.id, false),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordConfirmation']],
      (input) => input.newPassword === input.newPasswordConfirmation,
      M.passwordsDontMatch.id,
    ),
    ['newPasswordConfirmation'],
  ),
);
export type ResetPasswordInput = v.InferOutput<typeof ResetPasswordInput>;
