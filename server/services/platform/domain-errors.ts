import type ukErrors from '../../../locales/uk/errors.json';
import type { ValidationTextKey, ValidationTextVars } from '../../../src/domain/validation-texts';
import type { NamespacedErrorText } from '../../i18n/texts';

/**
 * Why the shop refuses something, in its own words: services throw these and know nothing of HTTP. The one
 * error handler (server/http/errors.ts) picks the status and says the reason in the request's language.
 */

/** A reason is a key of the error texts (locales/<lang>/errors.json), or of a namespace's own `errors`. */
type Reason = keyof typeof ukErrors | NamespacedErrorText;

/** One problem of a field: an error text with its placeholders, or a message of the shared form rules. */
export type FieldProblem = { reason: Reason; vars?: Record<string, string> } | { rule: ValidationTextKey; vars?: ValidationTextVars };

/** Problems by field (`orders.0.delivery`), so a form can mark every bad field from one answer. */
export type FieldProblems = Record<string, FieldProblem[]>;

export abstract class DomainError extends Error {
  abstract readonly kind: 'notFound' | 'forbidden' | 'conflict' | 'invalid' | 'refused' | 'busy';
  constructor(
    readonly reason: Reason,
    readonly fields?: FieldProblems,
    /** the reason's placeholders, already in the request's language (an outside service's own words) */
    readonly vars?: Record<string, string>,
  ) {
    super(reason);
  }
}

/** What was asked for does not exist, or is not the caller's to see. */
export class NotFound extends DomainError {
  readonly kind = 'notFound';
}

/** It exists and the caller sees it, but changing it is someone else's to do: another seller's photos of shared goods. */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
}

/** It clashes with what is already there: a full list, a taken phone, stock another shopper got first. */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** The request breaks a rule of its form: the fields say which. */
export class Invalid extends DomainError {
  readonly kind = 'invalid';
}

/** Well formed, but the shop will not do it now: an expired proof, an order not yet received, a saved list at its limit. */
export class Refused extends DomainError {
  readonly kind = 'refused';
}

/** Too much costly work is already waiting; try again shortly. */
export class Busy extends DomainError {
  readonly kind = 'busy';
}

/** Collects problems field by field, for services that check a whole form before they refuse it. */
export class ProblemList {
  readonly fields: FieldProblems = {};
  add(field: string, problem: FieldProblem): void {
    (this.fields[field] ??= []).push(problem);
  }
  get any(): boolean {
    return Object.keys(this.fields).length > 0;
  }
}

/** A customer's saved list (recipients, deliveries) holds all it may: the checkout then places the order without saving. */
export class LimitReached extends Refused {}
