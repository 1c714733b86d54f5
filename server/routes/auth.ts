import type { FastifyReply, FastifyRequest } from 'fastify';
import { newPasswordRules, type NewPasswordValues } from '../../src/domain/account-rules';
import { checkForm } from '../../src/domain/form-rules';
import {
  CheckCodeBody,
  CodeSentAnswer,
  CreatePasswordBody,
  CustomerAnswer,
  LoginBody,
  NewPasswordBody,
  PhoneBody,
  RegistrationTokenAnswer,
  ResetTokenAnswer,
  SignedInAnswer,
  TooSoon,
} from '../contract/auth';
import { ErrorBody, errorResponses } from '../contract/common';
import { refuseBlocked } from '../http/blocked-account';
import { clientAddress } from '../http/client-address';
import { customerOf, sessionToken } from '../http/customer';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { passwordSignIn } from '../http/password-sign-in';
import {
  createAccount,
  customerAnswer,
  customerByPassword,
  isBlocked,
  LOGIN_LIMITS,
  loginAttempts,
  phoneHasAccount,
  phoneIsBlocked,
  replacePassword,
  signIn,
} from '../services/auth/auth';
import { rateLimitCounter } from '../services/auth/rate-limits';
import { endSession, SESSION_DAYS } from '../services/auth/customer-sessions';
import { confirmCode, sendCode, verifiedPhone, type VerificationPurpose } from '../services/auth/verification';
import type { RoutePlugin } from './context';
import { mobilePhoneOf, tooSoon, wrongCode } from './verification';

const tags = ['auth'];
// 503: too many password hashes under way already; a moment later it goes through.
// 403: the account is blocked (docs/product-rules.md#support); said only to whoever proved the phone or the password.
const signedInResponses = { 200: SignedInAnswer, ...errorResponses, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody, 503: ErrorBody };

/** Per-field texts for a new password and its confirmation, or a 400. */
function checkNewPassword(req: FastifyRequest, values: NewPasswordValues): void {
  const problems = checkForm(newPasswordRules, values, requestLang(req));
  if (problems) throw new ApiError(400, 'formInvalid', problems);
}

/** docs/product-rules.md#accounts-and-sign-in "Authentication": registration, login, password reset and logout; the `token` cookie carries the session. */
export const authRoutes: RoutePlugin = async (app, { db, config, providers: { sms } }) => {
  const attempts = loginAttempts(rateLimitCounter(db));

  function startSession(reply: FastifyReply, token: string) {
    reply.setCookie('token', token, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.https, maxAge: SESSION_DAYS * 86_400 });
  }

  /** add-phone and forgot-password: the same limits and answers as the checkout's code. */
  function codeRoute(url: string, purpose: VerificationPurpose, summary: string, description: string, onlyForCustomers: boolean) {
    app.post(
      url,
      { schema: { tags, summary, description, body: PhoneBody, response: { 200: CodeSentAnswer, ...errorResponses, 429: TooSoon } } },
      async (req, reply) => {
        const lang = requestLang(req);
        const phone = mobilePhoneOf(req, req.body.phone);
        const known = onlyForCustomers ? await phoneHasAccount(db, phone) : true;
        const outcome = await sendCode(db, sms, config.secret, {
          phone,
          purpose,
          ip: clientAddress(req),
          lang,
          storeName: config.storeName,
          silent: !known,
        });
        if (!outcome.sent) return reply.status(429).header('retry-after', String(outcome.resendIn)).send(tooSoon(lang, outcome.resendIn));
        return { data: { resend_in: outcome.resendIn, expires_in: outcome.expiresIn } };
      },
    );
  }

  /** Checks a code and answers the proof under the name the next step expects. */
  async function proof(req: FastifyRequest, body: { phone: string; code: string }, purpose: VerificationPurpose): Promise<string | null> {
    const phone = mobilePhoneOf(req, body.phone);
    return confirmCode(db, config.secret, { phone, purpose, code: body.code.trim() });
  }

  /** Refuses a spent or expired proof before the costly password hash; the service spends it with its write. Answers its phone. */
  async function checkProof(token: string, purpose: VerificationPurpose): Promise<string> {
    const phone = await verifiedPhone(db, token, purpose);
    if (!phone) throw new ApiError(422, 'phoneProofExpired');
    return phone;
  }

  const checkDescription = "Wrong, expired, used or never sent codes all answer 422 'Невірний код'; 5 checks per code.";

  codeRoute(
    '/api/auth/registration/add-phone',
    'registration',
    'Register, step 1: send a 6-digit code to the phone',
    'The code is sent whether or not the phone has an account: only its owner reads it, and whether an account exists is told after the code proves the phone (create-password answers 409). Limits as for the checkout code; 429 with resend_in.',
    false,
  );

  app.post(
    '/api/auth/registration/verify-phone',
    {
      schema: {
        tags,
        summary: 'Register, step 2: check the code; a right one gives a registration_token',
        description: checkDescription,
        body: CheckCodeBody,
        response: { 200: RegistrationTokenAnswer, ...errorResponses, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const token = await proof(req, req.body, 'registration');
      if (!token) return reply.status(422).send(wrongCode(requestLang(req)));
      return { data: { registration_token: token } };
    },
  );

  app.post(
    '/api/auth/registration/create-password',
    {
      schema: {
        tags,
        summary: 'Register, step 3: create the account with a password and its confirmation; signs in',
        description:
          '400 with per-field errors for a short password or a confirmation that differs; 409 when the proven phone has an account already; 422 for a spent or expired registration_token.',
        body: CreatePasswordBody,
        response: signedInResponses,
      },
    },
    async (req, reply) => {
      checkNewPassword(req, req.body);
      await checkProof(req.body.registration_token, 'registration');
      const id = await createAccount(db, req.body.registration_token, req.body.password, req.body.name?.trim() ?? '');
      const session = await signIn(db, id, req.body, 'registration');
      startSession(reply, session.token);
      return { data: session };
    },
  );

  app.post(
    '/api/auth/login-customer',
    {
      schema: {
        tags,
        summary: 'Login with phone and password; the guest cart and compare lists join the account',
        description: `One 422 for an unknown phone and a wrong password alike. 429 with Retry-After, before any password is checked, once ${LOGIN_LIMITS.windowSeconds / 60} minutes hold ${LOGIN_LIMITS.perPhoneAndAddress} wrong tries for a phone from one address, ${LOGIN_LIMITS.perAddress} from one address, or ${LOGIN_LIMITS.perPhone} for one phone; a try in progress counts as wrong. 403 for a blocked account once its password is right, with how to reach support.`,
        body: LoginBody,
        response: signedInResponses,
      },
    },
    async (req, reply) => {
      const id = await passwordSignIn(req, reply, attempts, (phone, password) => customerByPassword(db, phone, password));
      if (id === null) return reply;
      // Told only after the password proved the account is the caller's, so the answer leaks nothing to a guesser.
      if (await isBlocked(db, id)) return refuseBlocked(req, reply, config);
      const session = await signIn(db, id, req.body, 'password');
      startSession(reply, session.token);
      return { data: session };
    },
  );

  codeRoute(
    '/api/auth/reset/forgot-password',
    'reset',
    'Forgot password, step 1: send a 6-digit code to the phone',
    'The same answer, and the same limits, for a phone without an account: then nothing is sent, and no code will match.',
    true,
  );

  app.post(
    '/api/auth/reset/verify-phone',
    {
      schema: {
        tags,
        summary: 'Forgot password, step 2: check the code; a right one gives a reset_token',
        description: checkDescription,
        body: CheckCodeBody,
        response: { 200: ResetTokenAnswer, ...errorResponses, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const token = await proof(req, req.body, 'reset');
      if (!token) return reply.status(422).send(wrongCode(requestLang(req)));
      return { data: { reset_token: token } };
    },
  );

  app.post(
    '/api/auth/reset/new-password',
    {
      schema: {
        tags,
        summary: 'Forgot password, step 3: set the new password; ends every other session and signs in',
        description: '400 with per-field errors; 422 for a spent or expired reset_token; 403 for a blocked account, whose password stays.',
        body: NewPasswordBody,
        response: signedInResponses,
      },
    },
    async (req, reply) => {
      checkNewPassword(req, req.body);
      const phone = await checkProof(req.body.reset_token, 'reset');
      // A blocked account keeps its password: a new one would open nothing.
      if (await phoneIsBlocked(db, phone)) return refuseBlocked(req, reply, config);
      const id = await replacePassword(db, req.body.reset_token, req.body.password);
      const session = await signIn(db, id, req.body, 'reset');
      startSession(reply, session.token);
      return { data: session };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'Ends the session on the server and clears the cookie',
        description: 'A guest may call it too: nothing to end.',
        response: { 204: { type: 'null', description: 'signed out' } },
      },
    },
    async (req, reply) => {
      const token = sessionToken(req);
      if (token) await endSession(db, token);
      reply.clearCookie('token', { path: '/' });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/customer',
    {
      config: { customer: 'required' },
      schema: { tags, summary: 'The signed-in customer', response: { 200: CustomerAnswer, 401: ErrorBody } },
    },
    async (req) => {
      return { data: customerAnswer(customerOf(req)) };
    },
  );
};
