import type { FastifyRequest } from 'fastify';
import { newPasswordRules } from '../../src/domain/account-rules';
import { checkForm, type FieldErrors, type FormRules } from '../../src/domain/form-rules';
import { emailRules, personalRules } from '../../src/domain/profile-rules';
import { ErrorBody, errorResponses } from '../contract/common';
import {
  CodeSentAnswer,
  CustomerAnswer,
  DeleteAccountBody,
  EmailBody,
  PasswordConfirmBody,
  PasswordInitBody,
  PersonalBody,
  TooSoon,
} from '../contract/profile';
import { clientAddress } from '../http/client-address';
import { customerOf, sessionToken } from '../http/customer';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { errorText } from '../i18n/texts';
import { customerAnswer } from '../services/auth/auth';
import { applyNewPassword, deleteAccount, holdNewPassword, updateEmail, updatePersonal } from '../services/customer/profile';
import { confirmCode, sendCode, spendVerification } from '../services/auth/verification';
import type { RoutePlugin } from './context';
import { tooSoon, wrongCode } from './verification';

const tags = ['customer'];
const customerResponses = { 200: CustomerAnswer, ...errorResponses, 401: ErrorBody };

/** The same rules and words as the cabinet's forms; a 400 with every bad field. */
function checkValues<V extends Record<string, string>>(req: FastifyRequest, formRules: FormRules<V>, values: V): void {
  const problems: FieldErrors | null = checkForm(formRules, values, requestLang(req));
  if (problems) throw new ApiError(400, 'formInvalid', problems);
}

/** docs/product-rules.md#cabinet "Cabinet" and "Authentication": personal info, e-mail, the password change by SMS code, account deletion. */
export const customerProfileRoutes: RoutePlugin = async (app, { db, config, providers: { sms } }) => {
  app.put(
    '/api/customer/update/personal',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Update name, surname, patronymic, birthday and gender; answers the customer',
        description:
          "A patronymic left out is kept as stored. 400 with per-field errors: a name is required, birth_day is a real YYYY-MM-DD day of a year 1940 to 2010 ('min 1940', 'max 2010').",
        body: PersonalBody,
        response: customerResponses,
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      const body = req.body;
      const values = {
        name: body.name.trim(),
        surname: body.surname.trim(),
        patronymic: (body.patronymic ?? '').trim(),
        birth_day: (body.birth_day ?? '').trim(),
        gender: body.gender === null ? '' : String(body.gender),
      };
      checkValues(req, personalRules, values);
      // A client that does not send the patronymic (the spec's form has none) leaves the stored one as it is.
      const patronymic = body.patronymic === undefined ? {} : { patronymic: values.patronymic };
      return {
        data: await updatePersonal(db, id, {
          name: values.name,
          surname: values.surname,
          ...patronymic,
          birth_day: values.birth_day || null,
          gender: body.gender,
        }),
      };
    },
  );

  app.put(
    '/api/customer/update/email',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Change the e-mail; answers the customer',
        description: 'Kept in lower case. 400 for an address that is not one; 409 when another account has it.',
        body: EmailBody,
        response: { ...customerResponses, 409: ErrorBody },
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      checkValues(req, emailRules, req.body);
      const updated = await updateEmail(db, id, req.body.email);
      if (!updated) throw new ApiError(409, 'emailTaken', { email: [errorText(requestLang(req), 'emailTaken')] });
      return { data: updated };
    },
  );

  app.put(
    '/api/customer/update/password/init',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Change password, step 1: the new password and its confirmation; sends a 6-digit code to the account’s phone',
        description:
          'Same rules as registration (400 per field). The password waits, hashed, for the code; asking again replaces it. Code limits as for every SMS code: 429 with resend_in.',
        body: PasswordInitBody,
        response: { 200: CodeSentAnswer, ...errorResponses, 401: ErrorBody, 429: TooSoon },
      },
    },
    async (req, reply) => {
      const customer = customerOf(req);
      checkValues(req, newPasswordRules, req.body);
      const lang = requestLang(req);
      const outcome = await sendCode(db, sms, config.secret, {
        phone: customer.phone,
        purpose: 'password',
        ip: clientAddress(req),
        lang,
        storeName: config.storeName,
      });
      if (!outcome.sent) return reply.status(429).header('retry-after', String(outcome.resendIn)).send(tooSoon(lang, outcome.resendIn));
      await holdNewPassword(db, customer.id, req.body.password);
      return { data: { resend_in: outcome.resendIn, expires_in: outcome.expiresIn } };
    },
  );

  app.put(
    '/api/customer/update/password/confirm',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Change password, step 2: the code from the SMS sets the new password',
        description:
          "Wrong, expired, used or never sent codes answer 422 'Невірний код'; 5 checks per code. Every other session of the account ends; this one stays.",
        body: PasswordConfirmBody,
        response: { 200: CustomerAnswer, ...errorResponses, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const customer = customerOf(req);
      const proof = await confirmCode(db, config.secret, { phone: customer.phone, purpose: 'password', code: req.body.code.trim() });
      if (proof) await spendVerification(db, proof);
      if (!proof || !(await applyNewPassword(db, customer.id, sessionToken(req)!)))
        return reply.status(422).send(wrongCode(requestLang(req)));
      return { data: customerAnswer(customer) };
    },
  );

  app.delete(
    '/api/customer/delete',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Delete the account: personal data goes, orders stay without it; signs out',
        description:
          'Body {confirm: true}. Removed: the account, its sessions, cart, favourites, compare list, saved recipients and deliveries and everything else of the cabinet. Orders are kept with no customer and the buyer fields blanked. The phone may register again.',
        body: DeleteAccountBody,
        response: { 204: { type: 'null', description: 'deleted; the token cookie is cleared' }, ...errorResponses, 401: ErrorBody },
      },
    },
    async (req, reply) => {
      const { id } = customerOf(req);
      await deleteAccount(db, id);
      reply.clearCookie('token', { path: '/' });
      return reply.status(204).send(null);
    },
  );
};
